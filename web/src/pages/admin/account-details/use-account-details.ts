import { useCallback } from 'react';
import type { AccountPlan } from '@shared/schemas/admin';
import { api } from '@web/api';
import { useLoad } from '../common/use-load';

/** One account as a super administrator sees it, and the two things they do to it. */
export function useAccountDetails(id: string) {
  const details = useLoad(useCallback((signal: AbortSignal) => api('admin.account', { params: { id }, signal }), [id]));
  const { replace } = details;

  const changePlan = useCallback(
    async (plan: AccountPlan) => replace(await api('admin.changePlan', { params: { id }, body: { plan } })),
    [id, replace],
  );
  const logoutAll = useCallback(() => api('admin.logoutAccount', { params: { id }, body: {} }), [id]);

  return { ...details, changePlan, logoutAll };
}
