import { useCallback } from 'react';
import { api } from '@web/api';
import { useLoad } from '../common/use-load';

/** The depth of every work queue and its dead-letter queue, read again on demand. */
export function useQueues() {
  return useLoad(useCallback((signal: AbortSignal) => api('admin.queues', { signal }), []));
}
