import { useCallback } from 'react';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';

/** One platform user as a super administrator sees them, and their deletion. */
export function useUserDetails(id: string) {
  const details = useApiQuery('admin.user', { params: { id } });
  const deleteUser = useCallback(() => api('admin.deleteUser', { params: { id }, body: {} }), [id]);
  return { ...details, deleteUser };
}
