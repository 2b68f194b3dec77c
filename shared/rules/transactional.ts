import { SUBSCRIBER_STATUS } from '../constants';
import type { Subscriber } from '../schemas/subscriber';
import type { SmsMessageStatus } from '../schemas/sms';
import type { TransactionalStatus } from '../schemas/transactional';
import { isQuarantined } from './quarantine';

/**
 * Issue 19: the rules of transactional messages, pure. A transactional message (a receipt, a
 * password link, an order's text) is not marketing: a subscriber who unsubscribed from newsletters
 * still gets it. What protects the sender's reputation still applies: the blacklist (checked by the
 * channel), the address's or number's quarantine, and a subscriber blocked or forgotten.
 */
export type TransactionalRefusal = 'not_sendable' | 'quarantined';

export function transactionalRefusal(
  subscriber: Pick<Subscriber, 'status' | 'mailQuarantine' | 'smsQuarantine'> | undefined,
  channel: 'email' | 'sms',
  now: Date,
): TransactionalRefusal | undefined {
  if (!subscriber) return undefined;
  if (subscriber.status === SUBSCRIBER_STATUS.blocked || subscriber.status === SUBSCRIBER_STATUS.forgotten) return 'not_sendable';
  return isQuarantined(channel === 'email' ? subscriber.mailQuarantine : subscriber.smsQuarantine, now) ? 'quarantined' : undefined;
}

/** E-mail events a transactional message records (their first time each), in the order the status prefers them. */
export const EMAIL_EVENTS = ['complained', 'bounced', 'clicked', 'opened', 'delivered'] as const;
export type EmailEvent = (typeof EMAIL_EVENTS)[number];

/** The claim's state as the engine settled it: `sent`, `not_sent` (refused before sending) or `failed` (the provider refused, or no answer). */
export type EmailClaimState = 'claimed' | 'sent' | 'not_sent' | 'failed';

/**
 * An e-mail's status: queued until settled; a refusal or a failure is final; once sent, the
 * weightiest event seen (a complaint over a bounce over a click over an open over a delivery).
 */
export function emailStatus(claim: EmailClaimState | undefined, events: Partial<Record<EmailEvent, string>>): TransactionalStatus {
  if (!claim || claim === 'claimed') return 'queued';
  if (claim !== 'sent') return claim;
  return EMAIL_EVENTS.find((e) => events[e]) ?? 'sent';
}

/** A text's status from its line: the send path's state, then the operator's delivery report. */
export function smsStatus(state: SmsMessageStatus | 'claimed' | undefined, delivery: SmsMessageStatus | undefined): TransactionalStatus {
  if (!state || state === 'claimed') return 'queued';
  if (state === 'not_sent' || state === 'not_sent_prefix') return 'not_sent';
  if (state === 'unknown') return 'failed';
  switch (delivery) {
    case 'delivered':
    case 'clicked':
      return 'delivered';
    case 'expired':
    case 'undeliverable':
    case 'rejected':
    case 'unknown':
      return 'failed';
    default:
      return 'sent';
  }
}

/** JSON with its keys sorted at every level: two bodies that mean the same have one digest. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** A number as lists show it to people: its country prefix and last three digits (`+48 *** *** 567`). */
export function maskGsm(gsm: string): string {
  const digits = gsm.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `+${digits.slice(0, 2)} ${'*'.repeat(digits.length - 5)} ${digits.slice(-3)}`;
}

/** The days of a month ("yyyy-mm" → "yyyy-mm-01" … its last day). */
export function daysOfMonth(month: string): string[] {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}
