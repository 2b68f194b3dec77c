import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useCan, useCurrentUser } from '@web/app/session/session-store';
import { useFormatDate } from '@web/common/use-format-date';
import { RejectModal } from '@web/common/acceptance/RejectModal';

/**
 * 4-eye verification on the mailing's page: a sending waiting for acceptance (the checker accepts or
 * rejects it here, having the content, audience and sender in view on the same page), or a rejection
 * with its reason. The maker sees the request as theirs: no buttons, only what an edit does to it.
 */
export function AcceptancePanel({ mailing, onDecided }: { mailing: Mailing; onDecided: (m: Mailing) => void }) {
  const { t } = useTranslation();
  const can = useCan();
  const user = useCurrentUser();
  const formatDate = useFormatDate();
  const [accepting, setAccepting] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const approval = mailing.approval;
  if (!approval) return null;

  if (approval.state === 'rejected')
    return (
      <Alert type="warning" header={t('acceptance.rejected.header')} data-testid="mailing-rejected">
        <SpaceBetween size="xxs">
          <span>
            {t('acceptance.rejected.message', {
              email: approval.decidedByEmail ?? '',
              at: formatDate(approval.decidedAt, true),
              reason: approval.reason ?? '',
            })}
          </span>
          <span>{t('acceptance.rejected.hint')}</span>
        </SpaceBetween>
      </Alert>
    );

  const isMaker = approval.requestedById === user.id;
  const mayDecide = !isMaker && can(routes['mailings.accept'].permission);
  const accept = async () => {
    setAccepting(true);
    try {
      onDecided(await api('mailings.accept', { params: { id: mailing.id }, body: {} }));
      pushNotice({ type: 'success', content: { key: 'acceptance.accepted', params: { name: mailing.name } } }, 6000);
    } catch (e) {
      notifyError(e);
    } finally {
      setAccepting(false);
    }
  };
  return (
    <>
      <Alert
        type="info"
        header={t('acceptance.pending.header')}
        data-testid="mailing-awaiting-acceptance"
        action={
          mayDecide ? (
            <SpaceBetween direction="horizontal" size="xs">
              <Button formAction="none" onClick={() => setRejecting(true)} disabled={accepting}>
                {t('acceptance.pending.reject')}
              </Button>
              <Button formAction="none" variant="primary" onClick={() => void accept()} loading={accepting}>
                {t('acceptance.pending.accept')}
              </Button>
            </SpaceBetween>
          ) : undefined
        }
      >
        <SpaceBetween size="xxs">
          <span>{t('acceptance.pending.message', { email: approval.requestedByEmail, at: formatDate(approval.requestedAt, true) })}</span>
          <span data-testid="acceptance-audience">
            {approval.segmentName !== undefined
              ? t('acceptance.pending.audienceSegment', { name: approval.segmentName })
              : t('acceptance.pending.audienceAll')}
            {approval.recipients !== undefined && ` ${t('acceptance.pending.recipients', { count: approval.recipients })}`}
          </span>
          {isMaker && <span>{t('acceptance.pending.makerHint')}</span>}
        </SpaceBetween>
      </Alert>
      {rejecting && (
        <RejectModal
          name={mailing.name}
          reject={async (body) => onDecided(await api('mailings.reject', { params: { id: mailing.id }, body }))}
          onClose={() => setRejecting(false)}
        />
      )}
    </>
  );
}
