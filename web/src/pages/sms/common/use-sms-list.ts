import type { Sms } from '@shared/schemas/sms';
import type { CursorPages } from '@web/api/query';
import { useJobList } from '@web/common/job-progress/use-job-list';
import { smsView } from './sms-state';

/**
 * SMS sendings, newest first as the API lists them, a page at a time; the ones still going out
 * are polled (with backoff) and shown in place, until none is.
 */
export function useSmsList(limit: number): CursorPages<Sms> {
  return useJobList<Sms>('sms.list', 'sms.get', smsView, limit);
}
