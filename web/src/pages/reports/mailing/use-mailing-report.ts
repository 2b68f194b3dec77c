import type { MailingState } from '@shared/constants';
import type { MailingReport } from '@shared/schemas/reports';
import { pollInterval, useApiQuery } from '@web/api/query';

/** While it sends, the report moves each second; once sent, events still arrive for days: read it again now and then. */
const SENDING: readonly MailingState[] = ['planned', 'sending'];

const reportPoll = pollInterval<MailingReport>({
  isActive: (report) => SENDING.includes(report.state),
  progress: (report) => report.totals,
  idleMs: 10_000,
  backoff: { firstMs: 2000, maxMs: 10_000, factor: 1.6 },
});

/** A mailing's report (reports.mailing), kept fresh while it is open; off when the user may not read reports. */
export function useMailingReport(id: string, enabled: boolean) {
  return useApiQuery('reports.mailing', { params: { id } }, { enabled, refetchInterval: reportPoll });
}
