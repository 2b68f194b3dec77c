import { SENDABLE_STATUSES } from '../constants';
import type { Subscriber } from '../schemas/subscriber';
import { isQuarantined } from './quarantine';

/**
 * "Can receive" as segment sizes count it: a sendable status (subscribed: verified, unverified or
 * without verification; never unsubscribed, blocked or forgotten) and a channel to reach them by, an
 * address out of mail quarantine or a number out of SMS quarantine. The same checks the senders make
 * per recipient (functions/delivery/email-channel.ts, sms-channel.ts) short of the blacklist, which
 * is read per sending, not per subscriber: a blacklisted address still counts here and is skipped
 * when sent to.
 */
export function canReceive(s: Pick<Subscriber, 'status' | 'email' | 'gsm' | 'mailQuarantine' | 'smsQuarantine'>, now: Date): boolean {
  if (!SENDABLE_STATUSES.includes(s.status)) return false;
  return Boolean((s.email && !isQuarantined(s.mailQuarantine, now)) || (s.gsm && !isQuarantined(s.smsQuarantine, now)));
}
