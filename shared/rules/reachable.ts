import { SENDABLE_STATUSES } from '../constants';
import type { Subscriber } from '../schemas/subscriber';
import { isQuarantined } from './quarantine';

type MailRecipient = Pick<Subscriber, 'status' | 'email' | 'mailQuarantine'>;

/**
 * Why a subscriber cannot be sent an e-mail, short of the blacklist (read per sending, not per
 * subscriber), or undefined: a status that is not subscribed (unsubscribed, blocked, forgotten…), no
 * address, or an address in mail quarantine. The e-mail sender asks this for every recipient
 * (functions/delivery/email-channel.ts), and segment sizes count with it.
 */
export function mailSkipReason(s: MailRecipient | undefined, now: Date): 'not_sendable' | 'no_email' | 'quarantined' | undefined {
  if (!s || !SENDABLE_STATUSES.includes(s.status)) return 'not_sendable';
  if (!s.email) return 'no_email';
  if (isQuarantined(s.mailQuarantine, now)) return 'quarantined';
  return undefined;
}

/**
 * "Can receive" as segment sizes count it: a mailing would go to them (mailSkipReason), the
 * blacklist aside — a blacklisted address still counts here and is skipped when sent to.
 */
export const canReceive = (s: MailRecipient, now: Date): boolean => mailSkipReason(s, now) === undefined;
