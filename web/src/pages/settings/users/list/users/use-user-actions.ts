import type { Member } from '@shared/schemas/users-admin';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useSubmission } from '@web/common/use-form-submit';
import type { ApiQuery } from '@web/api/query';
import { upsertMember, type MemberList } from '../../common/use-admin-data';
import type { TranslationKey } from '@web/i18n';

export type QuickAction = 'setActive' | 'lock' | 'sendPasswordEmail' | 'logout';

const NOTICE_MS = 6000;
const done = (key: TranslationKey, member: Member) =>
  pushNotice({ type: 'success', content: { key, params: { email: member.email } } }, NOTICE_MS);

/**
 * The one-click actions of the users table (no form, no confirmation: each is undone as easily).
 * The member the API answers with replaces the old row; a refusal becomes an error notice.
 */
export function useUserActions(members: ApiQuery<MemberList>) {
  const { busy, run } = useSubmission<QuickAction>({
    claim: (error) => {
      notifyError(error);
      return true;
    },
  });
  const save = (member: Member) => members.mutate((list) => upsertMember(list, member));

  return {
    busy,
    setActive: (m: Member) =>
      run('setActive', async () => {
        save(await api('users.setActive', { params: { id: m.id }, body: { active: m.banned } }));
        done(m.banned ? 'usersAdmin.notices.activated' : 'usersAdmin.notices.blocked', m);
      }),
    lock: (m: Member) =>
      run('lock', async () => {
        save(await api('users.lock', { params: { id: m.id }, body: { locked: !m.locked } }));
        done(m.locked ? 'usersAdmin.notices.unlocked' : 'usersAdmin.notices.locked', m);
      }),
    sendPasswordEmail: (m: Member) =>
      run('sendPasswordEmail', async () => {
        await api('users.sendChangePasswordEmail', { params: { id: m.id }, body: {} });
        done('usersAdmin.notices.passwordEmailSent', m);
      }),
    logout: (m: Member) =>
      run('logout', async () => {
        await api('users.logout', { params: { id: m.id }, body: {} });
        done('usersAdmin.notices.loggedOut', m);
      }),
  };
}
