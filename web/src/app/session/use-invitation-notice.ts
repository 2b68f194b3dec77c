import { useEffect } from 'react';
import { dismissNotice, pushNotice } from '../notifications/notification-store';
import { useMyInvitations } from './my-invitations';

const NOTICE_ID = 'pending-invitations';
export const INVITATIONS_HREF = '/account?tab=accounts';

/**
 * After sign-in, a notice names the invitations waiting for an answer and leads to them; it goes
 * once they are all answered (or lapsed).
 */
export function useInvitationNotice(): void {
  const { items } = useMyInvitations();
  const count = items?.length ?? 0;
  const first = items?.[0]?.accountName ?? '';
  useEffect(() => {
    if (count === 0) {
      dismissNotice(NOTICE_ID);
      return;
    }
    pushNotice({
      id: NOTICE_ID,
      type: 'info',
      header: { key: 'invitations.notice.header' },
      content: { key: 'invitations.notice.content', params: { count, account: first } },
      action: { textKey: 'invitations.notice.action', href: INVITATIONS_HREF },
    });
  }, [count, first]);
}
