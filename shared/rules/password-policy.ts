import type { PasswordPolicy } from '../schemas/auth';

/**
 * The account's password rules beyond checkPassword (spec sections 5 and 9): which phrases an
 * account forbids on top of the defaults, and when a password is too old.
 */

export const PASSWORD_MIN_LENGTHS = [8, 12, 14] as const;
export const FORCE_CHANGE_DAYS = [0, 90] as const;
export type ForceChangeDays = (typeof FORCE_CHANGE_DAYS)[number];
/** Earlier passwords remembered (as slow hashes) so they cannot be used again. */
export const PASSWORD_HISTORY_SIZE = 5;

export const PHRASE_MIN = 3;
export const PHRASE_MAX = 64;
export const PHRASES_MAX = 100;

/** The account's own settings that shape password rules (stored with its security policy). */
export interface AccountPasswordRules {
  minLength: PasswordPolicy['minLength'];
  forbiddenPhrases: readonly string[];
}

/**
 * The company name as phrases: its words of at least three letters or digits, and the whole name
 * without spaces and punctuation (passwords cannot hold spaces, so "Acme Sp. z o.o." as typed could
 * never appear in one; "acme" can).
 */
export function companyPhrases(name: string): string[] {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= PHRASE_MIN);
  const compact = words.join('');
  return [...new Set([...words, ...(compact.length > 0 && words.length > 1 ? [compact] : [])])];
}

/**
 * The policy one password is checked against: the account's minimum length; forbidden, besides the
 * defaults checkPassword always adds, the company name, the account UID and the account's own list.
 */
export function effectivePolicy(rules: AccountPasswordRules, account: { id?: string; name: string }): PasswordPolicy {
  const phrases = [...companyPhrases(account.name), ...(account.id ? [account.id] : []), ...rules.forbiddenPhrases];
  return { minLength: rules.minLength, forbiddenPhrases: [...new Set(phrases)] };
}

/** Spec: "optional forced change every 90 days"; 0 turns it off. */
export function passwordExpiresAt(changedAt: string, forceChangeDays: number): Date | null {
  if (forceChangeDays <= 0) return null;
  return new Date(new Date(changedAt).getTime() + forceChangeDays * 86_400_000);
}

export function isPasswordExpired(changedAt: string, forceChangeDays: number, now = new Date()): boolean {
  const expires = passwordExpiresAt(changedAt, forceChangeDays);
  return expires !== null && expires.getTime() <= now.getTime();
}

/** One phrase of the account's list, trimmed; the first problem with it, or null. */
export function checkPhrase(phrase: string): 'PASSWORD_PHRASE_TOO_SHORT' | 'PASSWORD_PHRASE_TOO_LONG' | null {
  const text = phrase.trim();
  if (text.length < PHRASE_MIN) return 'PASSWORD_PHRASE_TOO_SHORT';
  if (text.length > PHRASE_MAX) return 'PASSWORD_PHRASE_TOO_LONG';
  return null;
}
