import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Sms } from '@shared/schemas/sms';
import { pauseLabel } from '@web/common/sending-pause';
import { userLabel } from '@web/common/user-label';
import { JobProgress } from '@web/common/job-progress/JobProgress';
import { isSending, smsView } from '../common/sms-state';
import { SmsStateIndicator } from '../common/SmsStateIndicator';

interface ColumnContext {
  t: TFunction;
  formatDate: (iso: string | undefined | null, withTime?: boolean) => string;
  /** A count in the reader's language (1 234 / 1,234). */
  number: (n: number) => string;
  /** A catalogue code in the reader's language. */
  errorOf: (code: string) => string;
}

const count = (id: keyof Sms['stats'], header: string, number: ColumnContext['number']): TableProps.ColumnDefinition<Sms> => ({
  id,
  header,
  cell: (s) => number(s.stats[id]),
});

/** The SMS history: what was sent, by whom, how far it got (a progress bar while it goes out) and how it ended. */
export function smsColumns({ t, formatDate, number, errorOf }: ColumnContext): TableProps.ColumnDefinition<Sms>[] {
  return [
    { id: 'name', header: t('sms.fields.name'), cell: (s) => s.name, isRowHeader: true },
    { id: 'sender', header: t('sms.fields.sender'), cell: (s) => s.sender },
    {
      id: 'state',
      header: t('sms.fields.state'),
      minWidth: 170,
      cell: (s) =>
        isSending(s) ? (
          <SpaceBetween size="xxs">
            <SmsStateIndicator state={s.state} />
            <JobProgress
              job={smsView(s)}
              additionalInfo={t('sms.history.processed', { processed: number(s.processed), recipients: number(s.stats.recipients) })}
              ariaLabel={t('sms.history.progressOf', { name: s.name })}
            />
          </SpaceBetween>
        ) : (
          <SmsStateIndicator state={s.state} />
        ),
    },
    count('recipients', t('sms.stats.recipients'), number),
    count('sent', t('sms.stats.sent'), number),
    count('notSent', t('sms.stats.notSent'), number),
    count('notSentPrefix', t('sms.stats.notSentPrefix'), number),
    { id: 'parts', header: t('sms.fields.parts'), cell: (s) => number(s.parts) },
    { id: 'createdAt', header: t('sms.fields.createdAt'), cell: (s) => formatDate(s.createdAt, true) },
    { id: 'createdBy', header: t('sms.fields.createdBy'), minWidth: 160, cell: (s) => (s.createdBy ? userLabel(t, s.createdBy) : '—') },
    {
      id: 'lastError',
      header: t('sms.fields.lastError'),
      minWidth: 240,
      cell: (s) => {
        if (s.state === 'failed' && s.lastError) return <Box color="text-status-error">{errorOf(s.lastError)}</Box>;
        // 4-eye verification: why it was rejected (select the row for who decided and when).
        if (s.state === 'rejected' && s.approval?.reason) return <Box color="text-status-warning">{s.approval.reason}</Box>;
        // Why a paused sending waits (select the row to resume it).
        if (s.state === 'paused' && s.pause) {
          const label = pauseLabel('sms', s.pause);
          return <Box color="text-status-warning">{t(label.key, label.values)}</Box>;
        }
        return '—';
      },
    },
  ];
}
