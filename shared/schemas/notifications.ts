import { z } from 'zod';

/**
 * Spec section 2 (/account: notification settings): which e-mails a user gets about their own work
 * in one account. Kept per user and per account (on the membership): a user of several accounts
 * chooses for each.
 */
export const NOTIFICATION_KINDS = [
  'importFinished',
  'exportReady',
  'mailingSent',
  'sendingAcceptance',
  'newSignIn',
  'integrationFailures',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NotificationSettings = z.object({
  /** A file import the user started finished, failed or was locked (spam traps). */
  importFinished: z.boolean(),
  /** An export the user ordered is ready for download. */
  exportReady: z.boolean(),
  /** A mailing or SMS sending the user ordered ended (sent or failed). */
  mailingSent: z.boolean(),
  /** 4-eye verification: a sending waits for the user's acceptance, or one they handed over was accepted or rejected. */
  sendingAcceptance: z.boolean(),
  /** A sign-in from an address and browser the user's login history has not seen. */
  newSignIn: z.boolean(),
  /** Administrators: a webhook of the account was switched off after a day of failed deliveries (issue 20). */
  integrationFailures: z.boolean(),
});
export type NotificationSettings = z.infer<typeof NotificationSettings>;

/**
 * Every notification is on but the import one: an import is usually watched on its page (the
 * progress bar ends with the outcome), so an e-mail for every one would be noise; a user who runs
 * long imports in the background turns it on. The others answer something the user is waiting
 * for away from the page (an export, a mailing's end) or protect the account (a new sign-in).
 */
export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  importFinished: false,
  exportReady: true,
  mailingSent: true,
  sendingAcceptance: true,
  newSignIn: true,
  integrationFailures: true,
};

/** Only the toggles given change. */
export const UpdateNotificationSettingsBody = NotificationSettings.partial().strict();
export type UpdateNotificationSettingsBody = z.infer<typeof UpdateNotificationSettingsBody>;
