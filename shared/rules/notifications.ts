import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationKind, type NotificationSettings } from '../schemas/notifications';

/** The user's settings in one account: what they chose over the defaults (a membership from before the settings has none). */
export function resolveNotificationSettings(stored: Partial<NotificationSettings> | undefined): NotificationSettings {
  return { ...DEFAULT_NOTIFICATION_SETTINGS, ...stored };
}

/** Whether a notification of `kind` goes out under the stored settings. */
export const wantsNotification = (stored: Partial<NotificationSettings> | undefined, kind: NotificationKind): boolean =>
  resolveNotificationSettings(stored)[kind];

/** Where a sign-in came from, as the login history stores it. */
export interface SignInOrigin {
  ip: string;
  userAgent: string;
}

/**
 * A sign-in is new when no earlier successful one came from the same address with the same
 * browser (a new IP, or a new user agent on a known IP). The very first sign-in is not: there is
 * nothing to compare it with, and alerting a user who just registered or accepted an invitation
 * would only teach them to ignore the alert.
 */
export function isNewSignIn(earlier: readonly (SignInOrigin & { result: string })[], current: SignInOrigin): boolean {
  const successful = earlier.filter((e) => e.result === 'ok');
  if (successful.length === 0) return false;
  return !successful.some((e) => e.ip === current.ip && e.userAgent === current.userAgent.slice(0, 512));
}

/** How a file import ended, as its notification tells it. */
export type ImportEnd = 'finished' | 'failed' | 'locked';
/** The import outcomes that end an import (a paused or skipped run is not an end). */
export const importEnd = (outcome: string): ImportEnd | undefined =>
  outcome === 'finished' || outcome === 'failed' || outcome === 'locked' ? outcome : undefined;

/** How a send ended, as its notification tells it: every recipient processed, or stopped (MailingRecord.lastError says why). */
export type MailingEnd = 'sent' | 'failed';
/** The mailing states that end a send (sent, failed); any other state ends nothing. */
export const mailingEnd = (state: string): MailingEnd | undefined => (state === 'sent' || state === 'failed' ? state : undefined);
