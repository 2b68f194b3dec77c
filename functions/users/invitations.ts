import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '@shared/constants';
import { getPublicBaseUrl } from '@functions/platform/config';
import { sendEmail, systemSender } from '@functions/platform/mailer';
import { signToken } from '@functions/platform/tokens';
import { memberEmail, type MemberEmailKind } from './emails';
import type { UserRecord } from './repository';

/**
 * Invitations reuse the recovery mechanism: a `recover` token carrying the password version, so the
 * /recover page sets the first password, activates the user, and the link works once. An invitation
 * lives longer than a lost-password link because the invitee did not ask for it and may read it later.
 */
const INVITE_TTL_SECONDS = 72 * 3600;
const CHANGE_PASSWORD_TTL_SECONDS = 3600;

/** The password Cognito needs at creation; nobody ever sees it, the invitation replaces it. */
export function unusablePassword(): string {
  return `${randomBytes(32).toString('base64url')}aA1!`;
}

/**
 * An invited user who has not followed the invitation yet: Cognito holds only the placeholder from
 * `unusablePassword`, so no password can sign them in. Invited users are created activated: false
 * and onboarded: true (they skip onboarding), while self-registered users start onboarded: false
 * and already chose a password; setting one through /recover (the invitation or a lost-password
 * link) activates the user, which ends this state. A self-registered user who never verified and was
 * then invited elsewhere keeps onboarded: false and their own password, so is not matched.
 */
export function awaitsFirstPassword(user: Pick<UserRecord, 'activated' | 'onboarded'>): boolean {
  return !user.activated && user.onboarded;
}

async function recoverLink(user: Pick<UserRecord, 'id' | 'passwordVersion'>, ttlSeconds: number): Promise<string> {
  const token = await signToken('recover', { sub: user.id, pv: user.passwordVersion, n: randomUUID() }, ttlSeconds);
  return `${await getPublicBaseUrl()}/recover?token=${encodeURIComponent(token)}`;
}

async function send(
  kind: MemberEmailKind,
  to: string,
  language: Language,
  accountName: string,
  link: string,
  inviter?: string,
): Promise<void> {
  const { subject, html, text } = memberEmail(kind, language, accountName, link, inviter);
  await sendEmail({ from: systemSender(), to, subject, html, text, tags: { kind } });
}

export const invitations = {
  /** A user new to Goniec: set a password through the link. */
  async invite(user: UserRecord, accountName: string): Promise<void> {
    await send('invite', user.email, user.prefs.language, accountName, await recoverLink(user, INVITE_TTL_SECONDS));
  },

  /**
   * A Goniec user invited to one more account: they sign in with their own password and answer on
   * the invitation's page (the app sends a signed-out visitor through login and back to it).
   */
  async inviteExisting(user: UserRecord, accountName: string, invitationId: string, inviterEmail: string): Promise<void> {
    await send(
      'invitation',
      user.email,
      user.prefs.language,
      accountName,
      `${await getPublicBaseUrl()}/invitations/${encodeURIComponent(invitationId)}`,
      inviterEmail,
    );
  },

  /** An administrator's request to change the password; a user who never set one gets the invitation again. */
  async changePassword(user: UserRecord, accountName: string): Promise<void> {
    if (!user.activated) return invitations.invite(user, accountName);
    await send('changePassword', user.email, user.prefs.language, accountName, await recoverLink(user, CHANGE_PASSWORD_TTL_SECONDS));
  },
};
