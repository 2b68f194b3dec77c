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

const digits = (value: string, from: number, to: number): number => {
  let n = 0;
  for (let i = from; i < to; i++) {
    const d = value.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    n = n * 10 + d;
  }
  return n;
};

/** A calendar date in the spec's format (YYYY-MM-DD) that exists (no 2026-02-30). */
export function isValidDate(value: string): boolean {
  // By arithmetic on the characters, not a Date or a regex match: imports check millions of these.
  if (value.length !== 10 || value.charCodeAt(4) !== 45 || value.charCodeAt(7) !== 45) return false;
  const year = digits(value, 0, 4);
  const month = digits(value, 5, 7);
  const day = digits(value, 8, 10);
  // Years below 100 were never valid here (Date.UTC reads them as 19xx); kept so.
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = month === 2 ? (leap ? 29 : 28) : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
  return day <= days;
}

/** A day and month that exist in some year (29 February included): what a year-less date may be. */
export function isValidMonthDay(month: number, day: number): boolean {
  if (!Number.isInteger(month) || !Number.isInteger(day) || month < 1 || month > 12 || day < 1) return false;
  return day <= (month === 2 ? 29 : month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
}

/** `--MM-DD` (02-29 allowed): ISO 8601's date without a year (a birthday imported as MM/DD). */
export function isYearlessDate(value: string): boolean {
  // By arithmetic on the characters, as isValidDate.
  if (value.length !== 7 || value.charCodeAt(0) !== 45 || value.charCodeAt(1) !== 45 || value.charCodeAt(4) !== 45) return false;
  return isValidMonthDay(digits(value, 2, 4), digits(value, 5, 7));
}

/** A stored date value: a whole date or a year-less one. */
export const isStoredDate = (value: string): boolean => isValidDate(value) || isYearlessDate(value);
