import { useCallback } from 'react';
import type { AccountPlan, SetAccountConfigBody } from '@shared/schemas/admin';
import { api } from '@web/api';
import { useApiQuery } from '@web/api/query';

/** One account as a super administrator sees it, and what they change in it. */
export function useAccountDetails(id: string) {
  const details = useApiQuery('admin.account', { params: { id } });
  const { set, mutate } = details;

  const changePlan = useCallback(
    async (plan: AccountPlan) => set(await api('admin.changePlan', { params: { id }, body: { plan } })),
    [id, set],
  );
  const setConfig = useCallback(
    async (body: SetAccountConfigBody) => set(await api('admin.setConfig', { params: { id }, body })),
    [id, set],
  );
  const logoutAll = useCallback(() => api('admin.logoutAccount', { params: { id }, body: {} }), [id]);
  /**
   * One member at a time: a refusal answers its code, which the confirm modal shows. A done delete
   * takes the member out of the data held (the details count the members listed), with no read
   * after it that could fail and make the delete look failed.
   */
  const deleteMember = useCallback(
    async (userId: string) => {
      const { deleted } = await api('admin.deleteMembers', { params: { id }, body: { ids: [userId] } });
      mutate((account) => {
        const members = account.members.filter((m) => !deleted.includes(m.userId));
        return { ...account, members, memberCount: members.length };
      });
    },
    [id, mutate],
  );

  return { ...details, changePlan, setConfig, logoutAll, deleteMember };
}
