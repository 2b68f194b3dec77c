import { useApiPages } from '@web/api/query';

export const USERS_PAGE_SIZE = 25;

/** Every platform user in e-mail order; `q` (the start of the address) starts the list over. */
export function useUsers(q: string) {
  return useApiPages('admin.users', { query: { limit: USERS_PAGE_SIZE, q: q.trim() || undefined } });
}
