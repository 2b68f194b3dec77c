import { useCallback } from 'react';
import { api } from '@web/api';
import { useResource } from '@web/common/use-resource';

/** The depth of every work queue and its dead-letter queue, read again on demand. */
export function useQueues() {
  return useResource(useCallback((signal: AbortSignal) => api('admin.queues', { signal }), []));
}
