import { useCallback } from 'react';
import type { AdminAccountSummary } from '@shared/schemas/admin';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';

export const ACCOUNTS_PAGE_SIZE = 25;

/** Every account on the platform, newest first; `q` (the start of the name) starts the list over. */
export function useAccounts(q: string) {
  return useCursorPages<AdminAccountSummary>(
    useCallback((cursor, signal) => api('admin.accounts', { query: { cursor, limit: ACCOUNTS_PAGE_SIZE, q: q.trim() || undefined }, signal }), [q]),
  );
}
