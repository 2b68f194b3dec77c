import { useCallback } from 'react';
import type { AdminUserSummary } from '@shared/schemas/admin-users';
import { api } from '@web/api';
import { useCursorPages } from '@web/common/use-cursor-pages';

export const USERS_PAGE_SIZE = 25;

/** Every platform user in e-mail order; `q` (the start of the address) starts the list over. */
export function useUsers(q: string) {
  return useCursorPages<AdminUserSummary>(
    useCallback((cursor, signal) => api('admin.users', { query: { cursor, limit: USERS_PAGE_SIZE, q: q.trim() || undefined }, signal }), [q]),
  );
}
