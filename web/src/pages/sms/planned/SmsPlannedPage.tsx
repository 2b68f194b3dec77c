import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Sms } from '@shared/schemas/sms';
import { api } from '@web/api';
import { useApiPages } from '@web/api/query/use-api-pages';
import { useCan } from '@web/app/session/session-store';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ModalFooter } from '@web/common/ModalFooter';
import { PagedTable } from '@web/common/PagedTable';
import { useErrorText } from '@web/common/use-error-text';
import { useFollow } from '@web/common/use-follow';
import { useSelectedRow } from '@web/common/use-selected-row';
import { useFormatDate } from '@web/common/use-format-date';
import { useCampaignTexts } from './campaign-texts';
import { WallTimeInput } from '@web/pages/campaigns/plan/fields/WallTimeInput';
import { SMS_SENDING_PATH } from '../paths';
import { plannedColumns } from './table-config';

const PAGE_SIZE = 25;
type Action = 'cancel' | 'changeTime' | 'pause' | 'resume';

/** What a planned or cyclic sending allows in its state (the API decides again on each). */
export function actionsOf(sms: Pick<Sms, 'state' | 'schedule'>): Action[] {
  if (sms.schedule?.type === 'once') return sms.state === 'planned' ? ['changeTime', 'cancel'] : [];
  if (sms.schedule?.type === 'cyclic')
    return sms.state === 'planned' ? ['pause', 'cancel'] : sms.state === 'paused' ? ['resume', 'cancel'] : [];
  return [];
}

/**
 * /sms/planned (and /v2/sms/planned): SMS sendings planned at a time and cyclic ones, newest first,
 * with their start or next run; a chosen one gets a new time, is paused, resumed or cancelled.
 */
export default function SmsPlannedPage() {
  useCampaignTexts();
  const { t } = useTranslation();
  const can = useCan();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const errorText = useErrorText();
  const pages = useApiPages('sms.planned', { query: { limit: PAGE_SIZE } });
  const [asking, setAsking] = useState<'cancel' | 'changeTime' | null>(null);
  const [at, setAt] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { current, selection } = useSelectedRow(pages.items, (item) => item.name);
  const allowed = current ? actionsOf(current) : [];
  const permitted = (action: Action) =>
    can(
      routes[action === 'resume' ? 'sms.resume' : action === 'pause' ? 'sms.pause' : action === 'cancel' ? 'sms.cancel' : 'sms.changeTime']
        .permission,
    );

  const act = async (action: Action) => {
    if (!current) return;
    setBusy(true);
    setError(null);
    try {
      const params = { id: current.id };
      const fresh =
        action === 'cancel'
          ? await api('sms.cancel', { params, body: {} })
          : action === 'changeTime'
            ? await api('sms.changeTime', { params, body: { at } })
            : action === 'pause'
              ? await api('sms.pause', { params, body: {} })
              : await api('sms.resume', { params, body: {} });
      const notice = { cancel: 'cancelled', changeTime: 'timeChanged', pause: 'paused', resume: 'resumed' } as const;
      pushNotice(
        { type: 'success', content: { key: `smsPlanning.planned.notices.${notice[action]}`, params: { name: fresh.name } } },
        8000,
      );
      setAsking(null);
      pages.reloadPage();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };

  const button = (action: Action) =>
    allowed.includes(action) &&
    permitted(action) && (
      <Button
        key={action}
        disabled={busy}
        onClick={() => {
          setError(null);
          if (action === 'changeTime') setAt(current?.schedule?.type === 'once' ? current.schedule.at : '');
          if (action === 'cancel' || action === 'changeTime') setAsking(action);
          else void act(action);
        }}
      >
        {t(`smsPlanning.planned.actions.${action}`)}
      </Button>
    );

  return (
    <SpaceBetween size="l">
      <PagedTable
        fullPage
        title={t('pages.smsPlanned')}
        description={t('smsPlanning.planned.description')}
        pages={pages}
        columns={plannedColumns({ t, formatDate })}
        emptyText={t('smsPlanning.planned.empty')}
        selection={selection}
      >
        {(['changeTime', 'pause', 'resume', 'cancel'] as const).map(button)}
        {can(routes['sms.send'].permission) ? (
          <Button variant="primary" href={SMS_SENDING_PATH} onFollow={follow}>
            {t('smsPlanning.planned.newSending')}
          </Button>
        ) : undefined}
      </PagedTable>
      {error && !asking ? <Box color="text-status-error">{errorText.describe(error)}</Box> : null}
      {asking && current && (
        <Modal
          visible
          onDismiss={() => busy || setAsking(null)}
          header={asking === 'cancel' ? t('smsPlanning.planned.cancelTitle') : t('smsPlanning.planned.changeTimeTitle')}
          closeAriaLabel={t('smsPlanning.planned.close')}
          footer={
            <ModalFooter
              dismissText={t('smsPlanning.planned.close')}
              onDismiss={() => setAsking(null)}
              dismissDisabled={busy}
              confirmText={asking === 'cancel' ? t('smsPlanning.planned.actions.cancel') : t('smsPlanning.planned.save')}
              onConfirm={() => void act(asking)}
              loading={busy}
            />
          }
        >
          {asking === 'cancel' ? (
            <Box>{t('smsPlanning.planned.cancelBody', { name: current.name })}</Box>
          ) : (
            <FormField
              label={t('smsPlanning.when.time')}
              description={t('smsPlanning.when.zone')}
              errorText={error ? errorText.describe(error) : undefined}
            >
              <WallTimeInput value={at} onChange={setAt} invalid={Boolean(error)} />
            </FormField>
          )}
          {asking === 'cancel' && error ? <Box color="text-status-error">{errorText.describe(error)}</Box> : null}
        </Modal>
      )}
    </SpaceBetween>
  );
}
