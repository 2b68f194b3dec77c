import { hasPermission } from '@shared/permissions';
import { membersRepository } from '@functions/users/members-repository';
import { deliver } from './deliver';
import { NOTIFICATION_PATHS } from './emails';

/**
 * 4-eye verification's notifications (issue 17: "notifications both ways"), under the user's
 * "sendings to accept" setting: the checkers hear a sending waits for them, the maker hears it was
 * accepted or rejected (with the reason). Like every notification, never throws.
 */
export const acceptanceNotices = {
  /** Every member who may accept it (PERM_AZATWIERDZ, not blocked or locked) but its maker. */
  async requested(mailing: { id: string; name: string }, accountId: string, maker: { userId: string; email: string }): Promise<number> {
    const members = await membersRepository.listMembers(accountId).catch(() => []);
    const checkers = members.filter(
      (m) => m.userId !== maker.userId && !m.banned && !m.locked && hasPermission(m.permissions, 'PERM_AZATWIERDZ'),
    );
    const sent = await Promise.all(
      checkers.map((checker) =>
        deliver({
          kind: 'sendingAcceptance',
          email: 'acceptanceRequested',
          accountId,
          userId: checker.userId,
          path: NOTIFICATION_PATHS.mailingEditor(mailing.id),
          values: { mailing: mailing.name, maker: maker.email },
        }),
      ),
    );
    return sent.filter(Boolean).length;
  },

  async decided(
    mailing: { id: string; name: string },
    accountId: string,
    decision: { outcome: 'accepted' | 'rejected'; makerId: string; checkerEmail: string; reason?: string },
  ): Promise<boolean> {
    const accepted = decision.outcome === 'accepted';
    return deliver({
      kind: 'sendingAcceptance',
      email: accepted ? 'sendingAccepted' : 'sendingRejected',
      accountId,
      userId: decision.makerId,
      path: accepted ? NOTIFICATION_PATHS.mailingReport(mailing.id) : NOTIFICATION_PATHS.mailingEditor(mailing.id),
      values: { mailing: mailing.name, checker: decision.checkerEmail, ...(accepted ? {} : { reason: decision.reason ?? '' }) },
    });
  },
};
