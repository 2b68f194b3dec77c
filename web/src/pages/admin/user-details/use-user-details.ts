import { useCallback } from 'react';
import { api } from '@web/api';
import { useResource } from '@web/common/use-resource';

/** One platform user as a super administrator sees them, and their deletion. */
export function useUserDetails(id: string) {
  const details = useResource(useCallback((signal: AbortSignal) => api('admin.user', { params: { id }, signal }), [id]));
  const deleteUser = useCallback(() => api('admin.deleteUser', { params: { id }, body: {} }), [id]);
  return { ...details, deleteUser };
}
