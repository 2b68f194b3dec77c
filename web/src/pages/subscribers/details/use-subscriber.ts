import { useCallback } from 'react';
import { api } from '@web/api';
import { useResource } from '@web/common/use-resource';

/** One subscriber as the API has it now; `set` takes the answer of a write. */
export function useSubscriber(id: string) {
  return useResource(useCallback((signal: AbortSignal) => api('subscribers.get', { params: { id }, signal }), [id]));
}
