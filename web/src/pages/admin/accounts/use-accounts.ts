import { useApiPages } from '@web/api/query';

export const ACCOUNTS_PAGE_SIZE = 25;

/** Every account on the platform, newest first; `q` (the start of the name) starts the list over. */
export function useAccounts(q: string) {
  return useApiPages('admin.accounts', { query: { limit: ACCOUNTS_PAGE_SIZE, q: q.trim() || undefined } });
}
