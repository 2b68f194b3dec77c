import { useApiQuery } from '@web/api/query';

/** The depth of every work queue and its dead-letter queue, read again on demand. */
export function useQueues() {
  return useApiQuery('admin.queues', {});
}
