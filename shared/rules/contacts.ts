import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Subscriber contact data as the database keeps it. E-mails: trimmed and lower-cased (unique per
 * account regardless of case). GSM numbers: E.164 digits without the plus (48601234567), parsed by
 * libphonenumber-js with Poland as the default country, so "601 234 567", "+48 601-234-567" and
 * "0048601234567" are one number.
 */

const emailSchema = z.email();

export function normalizeEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > 255) return undefined;
  return emailSchema.safeParse(email).success ? email : undefined;
}

/** The domain part of a normalised address (blacklists match whole domains). */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1);

/** Spec section 9: the default prefix; other countries only when the account allows them. */
export const DEFAULT_GSM_PREFIX = '48';

export type GsmProblem = 'SUBSCRIBER_INVALID_GSM' | 'GSM_PREFIX_48_ONLY';

export function normalizeGsm(raw: string, allowOtherPrefixes: boolean): { gsm: string } | { problem: GsmProblem } {
  const text = raw.trim().replace(/^00/, '+');
  if (!/^[+\d\s().-]{6,24}$/.test(text)) return { problem: 'SUBSCRIBER_INVALID_GSM' };
  const phone = parsePhoneNumberFromString(text, 'PL');
  if (!phone?.isValid()) return { problem: 'SUBSCRIBER_INVALID_GSM' };
  const gsm = phone.number.slice(1);
  if (!allowOtherPrefixes && !gsm.startsWith(DEFAULT_GSM_PREFIX)) return { problem: 'GSM_PREFIX_48_ONLY' };
  return { gsm };
}

/** A calendar date in the spec's format (YYYY-MM-DD) that exists (no 2026-02-30). */
export function isValidDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
