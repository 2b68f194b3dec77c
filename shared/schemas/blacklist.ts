import { z } from 'zod';
import { normalizeEmail, normalizeGsm } from '../rules/contacts';
import { singleLineField } from '../validation';

/** Spec sections 3 and 5: blacklist entries are domains, e-mails or GSM numbers. */
export const BLACKLIST_TYPES = ['domain', 'email', 'gsm'] as const;
export type BlacklistType = (typeof BLACKLIST_TYPES)[number];
/** Spec sections 5 and 9: one entry per row, at most 1000 rows per submit. */
export const BLACKLIST_MAX_ROWS = 1000;

const DOMAIN = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,63}$/;

export type BlacklistRowProblem = 'BLACKLIST_INVALID_DOMAIN' | 'SUBSCRIBER_INVALID_EMAIL' | 'SUBSCRIBER_INVALID_GSM' | 'GSM_PREFIX_48_ONLY';

/**
 * One row normalised as the blacklist stores it (lower-case domain or address, GSM digits), or the
 * problem with it. GSM numbers are stored in any country (a foreign number is still to be blocked).
 */
export function normalizeBlacklistEntry(type: BlacklistType, raw: string): { value: string } | { problem: BlacklistRowProblem } {
  const text = raw.trim();
  if (type === 'email') {
    const email = normalizeEmail(text);
    return email ? { value: email } : { problem: 'SUBSCRIBER_INVALID_EMAIL' };
  }
  if (type === 'gsm') {
    const result = normalizeGsm(text, true);
    return 'gsm' in result ? { value: result.gsm } : { problem: 'SUBSCRIBER_INVALID_GSM' };
  }
  const domain = text.toLowerCase().replace(/^@/, '').replace(/\.$/, '');
  return DOMAIN.test(domain) ? { value: domain } : { problem: 'BLACKLIST_INVALID_DOMAIN' };
}

export const BlacklistEntry = z.object({
  type: z.enum(BLACKLIST_TYPES),
  value: z.string(),
  addedAt: z.string(),
  addedBy: z.string().optional(),
});
export type BlacklistEntry = z.infer<typeof BlacklistEntry>;
export const BlacklistPage = z.object({ items: z.array(BlacklistEntry), cursor: z.string().optional() });
export const BlacklistQuery = z.strictObject({
  type: z.enum(BLACKLIST_TYPES),
  search: z.string().trim().toLowerCase().max(255).optional(),
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** Rows as typed (the textarea's lines); blank lines are skipped, each other row must be valid. */
export const AddBlacklistBody = z.strictObject({
  type: z.enum(BLACKLIST_TYPES),
  rows: z.array(singleLineField(0, 320)).min(1).max(BLACKLIST_MAX_ROWS, { message: 'BLACKLIST_TOO_MANY_ROWS' }),
});
export type AddBlacklistBody = z.infer<typeof AddBlacklistBody>;
export const AddBlacklistResult = z.object({ added: z.number().int(), alreadyListed: z.number().int() });

export const RemoveBlacklistBody = z.strictObject({
  type: z.enum(BLACKLIST_TYPES),
  values: z.array(singleLineField(0, 320)).min(1).max(BLACKLIST_MAX_ROWS),
});
export const RemoveBlacklistResult = z.object({ removed: z.number().int() });
