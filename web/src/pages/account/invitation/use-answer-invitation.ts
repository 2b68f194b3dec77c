import type { MyInvitation } from '@shared/schemas/invitations';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { reloadMyAccounts } from '@web/app/session/my-accounts';
import { reloadMyInvitations } from '@web/app/session/my-invitations';
import { useSubmission } from '@web/common/use-form-submit';

export type Answer = 'accept' | 'decline';

/**
 * Accepting or declining an invitation (issue 10): the lists of invitations and accounts are read
 * again, so the notice, the accounts tab and the user menu follow. `onAnswered` gets what happened.
 */
export function useAnswerInvitation(onAnswered?: (answer: Answer, invitation: MyInvitation) => void) {
  const { busy, error, run } = useSubmission<Answer>();
  const answer = async (invitation: MyInvitation, what: Answer) => {
    const done = await run(what, async (): Promise<unknown> =>
      what === 'accept'
        ? api('invitations.accept', { params: { id: invitation.id }, body: {} })
        : api('invitations.decline', { params: { id: invitation.id }, body: {} }),
    );
    if (done === null) return;
    await Promise.all([reloadMyInvitations(), reloadMyAccounts()]);
    pushNotice(
      {
        type: 'success',
        content: { key: what === 'accept' ? 'invitations.accepted' : 'invitations.declined', params: { name: invitation.accountName } },
      },
      8000,
    );
    onAnswered?.(what, invitation);
  };
  return { busy, error, answer };
}
