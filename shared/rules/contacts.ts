import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * Subscriber contact data as the database keeps it. E-mails: trimmed and lower-cased (unique per
 * account regardless of case). GSM numbers: E.164 digits without the plus (48601234567), parsed by
 * libphonenumber-js with Poland as the default country, so "601 234 567", "+48 601-234-567" and
 * "0048601234567" are one number.
 */

/**
 * zod's own e-mail pattern (what `z.email()` tests), used directly: imports check millions of
 * addresses and the schema's parse machinery around one regex test was most of the cost.
 */
const EMAIL_PATTERN = z.regexes.email;

export function normalizeEmail(raw: string): string | undefined {
  const email = raw.trim().toLowerCase();
  if (email.length === 0 || email.length > 255) return undefined;
  return EMAIL_PATTERN.test(email) ? email : undefined;
}

/** The domain part of a normalised address (blacklists match whole domains). */
export const emailDomain = (email: string): string => email.slice(email.lastIndexOf('@') + 1);

/** Spec section 9: the default prefix; other countries only when the account allows them. */
export const DEFAULT_GSM_PREFIX = '48';
const POLISH_NUMBER_DIGITS = 9;

/**
 * A stored number (digits with the country code) as people and files write it: E.164 with its "+".
 * Only the "+" makes a foreign number read back as itself (without it, digits are a Polish number).
 */
export const formatGsm = (stored: string): string => (/^\d+$/.test(stored) ? `+${stored}` : stored);

export type GsmProblem = 'SUBSCRIBER_INVALID_GSM' | 'GSM_PREFIX_48_ONLY';

export function normalizeGsm(raw: string, allowOtherPrefixes: boolean): { gsm: string } | { problem: GsmProblem } {
  const text = raw.trim().replace(/^00/, '+');
  if (!/^[+\d\s().-]{6,24}$/.test(text)) return { problem: 'SUBSCRIBER_INVALID_GSM' };
  const phone = parsePhoneNumberFromString(text, 'PL');
  if (!phone?.isValid()) return { problem: 'SUBSCRIBER_INVALID_GSM' };
  // The small ("min") metadata checks lengths only, and Poland's include 6- to 8-digit service
  // numbers; every Polish subscriber number has nine digits, so "601 234 56" is a digit short.
  if (phone.countryCallingCode === DEFAULT_GSM_PREFIX && phone.nationalNumber.length !== POLISH_NUMBER_DIGITS)
    return { problem: 'SUBSCRIBER_INVALID_GSM' };
  const gsm = phone.number.slice(1);
  if (!allowOtherPrefixes && !gsm.startsWith(DEFAULT_GSM_PREFIX)) return { problem: 'GSM_PREFIX_48_ONLY' };
  return { gsm };
}
