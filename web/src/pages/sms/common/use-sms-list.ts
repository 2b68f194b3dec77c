import type { Sms } from '@shared/schemas/sms';
import type { CursorPages } from '@web/api/query';
import type { JobView } from '@web/common/job-progress/job-view';
import { useJobList } from '@web/common/job-progress/use-job-list';

/** A sending as any job's progress: recipients settled of all recipients. */
export const smsView = (sms: Sms): JobView => ({
  phase: sms.state === 'sending' ? 'running' : 'finished',
  done: sms.processed,
  total: sms.stats.recipients,
});

/**
 * SMS sendings, newest first as the API lists them, a page at a time; the ones still going out
 * are polled (with backoff) and shown in place, until none is.
 */
export function useSmsList(limit: number): CursorPages<Sms> {
  return useJobList('sms.list', 'sms.get', smsView, limit);
}
