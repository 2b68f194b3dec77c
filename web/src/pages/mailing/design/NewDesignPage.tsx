import { useEffect, useRef } from 'react';
import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api } from '@web/api';
import { isApiError } from '@web/api/errors';
import { notifyError } from '@web/app/notifications/notification-store';
import { editorPath } from '../common/mailing-links';

/**
 * /mailing/new/design: a new mailing that opens straight in the visual editor. It is made blank on
 * the server (mailings.fromTemplate) and the editor opens it; should the server not make it (a
 * server error), the editor opens a new visual draft whose first save creates the mailing.
 */
export default function NewDesignPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api('mailings.fromTemplate', { body: { source: 'blank', mode: 'visual' } })
      .then((mailing) => navigate(editorPath(mailing.id), { replace: true, state: { mailing } }))
      .catch((error: unknown) => {
        if (isApiError(error) && error.status < 500) {
          notifyError(error);
          navigate('/v2/mailing/send', { replace: true });
        } else navigate(editorPath(), { replace: true, state: { mode: 'visual' } });
      });
  }, [navigate]);
  return (
    <Box padding="l">
      <StatusIndicator type="loading">{t('editor.design.creating')}</StatusIndicator>
    </Box>
  );
}
