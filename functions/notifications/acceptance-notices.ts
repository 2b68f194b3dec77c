import { hasPermission, type PermissionKey } from '@shared/permissions';
import { membersRepository } from '@functions/users/members-repository';
import { deliver, type Notice } from './deliver';
import { NOTIFICATION_PATHS } from './emails';

/** A sending handed over: a mailing (its editor and report) or an SMS sending (the SMS history). */
export interface AcceptedSending {
  channel?: 'mailing' | 'sms';
  id: string;
  name: string;
}

/** Each channel's e-mails, the value naming the sending in them, and the pages they link to. */
const CHANNEL = {
  mailing: {
    emails: { requested: 'acceptanceRequested', accepted: 'sendingAccepted', rejected: 'sendingRejected' },
    value: 'mailing',
    reads: undefined,
    review: (id: string) => NOTIFICATION_PATHS.mailingEditor(id),
    report: (id: string) => NOTIFICATION_PATHS.mailingReport(id),
  },
  sms: {
    emails: { requested: 'smsAcceptanceRequested', accepted: 'smsSendingAccepted', rejected: 'smsSendingRejected' },
    value: 'sms',
    // The SMS history, where an SMS sending is decided, is PERM_SMS's (spec section 4): a checker without it is not asked.
    reads: 'PERM_SMS',
    // The SMS history is where a checker decides and where the maker sees the outcome (and the reason).
    review: () => NOTIFICATION_PATHS.smsHistory(),
    report: () => NOTIFICATION_PATHS.smsHistory(),
  },
} as const satisfies Record<
  string,
  {
    emails: Record<'requested' | 'accepted' | 'rejected', Notice['email']>;
    value: string;
    reads: PermissionKey | undefined;
    review: (id: string) => string;
    report: (id: string) => string;
  }
>;

/**
 * 4-eye verification's notifications (issue 17: "notifications both ways"), under the user's
 * "sendings to accept" setting: the checkers hear a sending waits for them, the maker hears it was
 * accepted or rejected (with the reason). Like every notification, never throws.
 */
export const acceptanceNotices = {
  /** Every member who may accept it (PERM_AZATWIERDZ, and the channel's page, not blocked or locked) but its maker. */
  async requested(sending: AcceptedSending, accountId: string, maker: { userId: string; email: string }): Promise<number> {
    const channel = CHANNEL[sending.channel ?? 'mailing'];
    const members = await membersRepository.listMembers(accountId).catch(() => []);
    const checkers = members.filter(
      (m) =>
        m.userId !== maker.userId &&
        !m.banned &&
        !m.locked &&
        hasPermission(m.permissions, 'PERM_AZATWIERDZ') &&
        (!channel.reads || hasPermission(m.permissions, channel.reads)),
    );
    const sent = await Promise.all(
      checkers.map((checker) =>
        deliver({
          kind: 'sendingAcceptance',
          email: channel.emails.requested,
          accountId,
          userId: checker.userId,
          path: channel.review(sending.id),
          values: { [channel.value]: sending.name, maker: maker.email },
        }),
      ),
    );
    return sent.filter(Boolean).length;
  },

  async decided(
    sending: AcceptedSending,
    accountId: string,
    decision: { outcome: 'accepted' | 'rejected'; makerId: string; checkerEmail: string; reason?: string },
  ): Promise<boolean> {
    const channel = CHANNEL[sending.channel ?? 'mailing'];
    const accepted = decision.outcome === 'accepted';
    return deliver({
      kind: 'sendingAcceptance',
      email: channel.emails[decision.outcome],
      accountId,
      userId: decision.makerId,
      path: accepted ? channel.report(sending.id) : channel.review(sending.id),
      values: { [channel.value]: sending.name, checker: decision.checkerEmail, ...(accepted ? {} : { reason: decision.reason ?? '' }) },
    });
  },
};
