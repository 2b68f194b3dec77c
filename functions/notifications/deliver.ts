import { wantsNotification } from '@shared/rules/notifications';
import type { NotificationKind } from '@shared/schemas/notifications';
import { getPublicBaseUrl } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';
import { sendEmail, systemSender } from '@functions/platform/mailer';
import { usersRepository, type UserRecord } from '@functions/users/repository';
import { notificationEmail, type NotificationEmailKind } from './emails';

export interface Notice {
  kind: NotificationKind;
  email: NotificationEmailKind;
  accountId: string;
  userId: string;
  values: Record<string, string | number>;
  /** Values said in the recipient's language (known once the recipient is read). */
  localized?: (language: string) => Record<string, string | number>;
  path: string;
}

/**
 * Sends one notification if its recipient is still a member who may use the account and wants it.
 * Never throws: a notification is a courtesy, and the job that ends with it (an import, an export,
 * a mailing, a sign-in) must not fail or be retried because of it; a failure is logged instead.
 */
export async function deliver(notice: Notice, known?: UserRecord): Promise<boolean> {
  const { kind, email, accountId, userId } = notice;
  try {
    const [user, membership, account] = await Promise.all([
      known ?? usersRepository.getUser(userId),
      usersRepository.getMembership(accountId, userId),
      usersRepository.getAccount(accountId),
    ]);
    // Someone who never activated (an invitation not yet taken up) has no work here to hear about.
    if (!user || !membership || !account || !user.activated || user.banned || membership.banned) return false;
    if (!wantsNotification(membership.notifications, kind)) return false;
    const link = `${await getPublicBaseUrl()}${notice.path}`;
    const values = { account: account.name, ...notice.values, ...notice.localized?.(user.prefs.language) };
    const { subject, html, text } = notificationEmail(email, user.prefs.language, values, link);
    await sendEmail({ from: systemSender(), to: user.email, subject, html, text, tags: { kind: `notify-${email}` } });
    return true;
  } catch (error) {
    logger.warn('notification not sent', { kind: email, accountId, userId, error: error as Error });
    return false;
  }
}
