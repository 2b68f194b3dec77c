import { useApiQuery } from '@web/api/query';

/** One subscriber as the API has it now; `set` takes the answer of a write. */
export function useSubscriber(id: string) {
  return useApiQuery('subscribers.get', { params: { id } });
}
