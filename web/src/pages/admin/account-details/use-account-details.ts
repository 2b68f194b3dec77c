import { useCallback } from 'react';
import type { AccountPlan } from '@shared/schemas/admin';
import { api } from '@web/api';
import { useResource } from '@web/common/use-resource';

/** One account as a super administrator sees it, and the two things they do to it. */
export function useAccountDetails(id: string) {
  const details = useResource(useCallback((signal: AbortSignal) => api('admin.account', { params: { id }, signal }), [id]));
  const { set } = details;

  const changePlan = useCallback(
    async (plan: AccountPlan) => set(await api('admin.changePlan', { params: { id }, body: { plan } })),
    [id, set],
  );
  const logoutAll = useCallback(() => api('admin.logoutAccount', { params: { id }, body: {} }), [id]);

  return { ...details, changePlan, logoutAll };
}
