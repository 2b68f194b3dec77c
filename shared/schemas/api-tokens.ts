import { z } from 'zod';
import { PERMISSION_KEYS } from '../permissions';
import { singleLineField } from '../validation';
import { ipList } from './security';

/** What every secret starts with, so one pasted into a ticket or a repository is recognised (secret scanners match it). */
export const API_TOKEN_PREFIX = 'gnc_live_';
export const API_TOKEN_NAME_MAX = 100;
/** Tokens an account may hold at once: enough for every integration, few enough to list in one page. */
export const API_TOKENS_MAX = 50;

const tokenName = () =>
  singleLineField(0, 1000)
    .refine((v) => v.length > 0, { message: 'API_TOKEN_NAME_EMPTY' })
    .refine((v) => v.length <= API_TOKEN_NAME_MAX, { message: 'API_TOKEN_NAME_TOO_LONG' });

/**
 * A new token (/advanced/api, PERM_ADMIN): its scopes are permission keys the creator holds (the
 * service refuses others), its allow-list the login policy's rules (single address, range, CIDR;
 * empty: any address), its expiry optional.
 */
export const CreateApiTokenBody = z.strictObject({
  name: tokenName(),
  scopes: z
    .array(z.enum(PERMISSION_KEYS))
    .min(1)
    .max(PERMISSION_KEYS.length)
    .transform((keys) => [...new Set(keys)]),
  expiresAt: z.iso.datetime({ offset: true }).optional(),
  ipAllowList: ipList().default([]),
});
export type CreateApiTokenBody = z.infer<typeof CreateApiTokenBody>;

/** A token as its list shows it: never the secret, only its first characters to tell tokens apart. */
export const ApiToken = z.object({
  id: z.string(),
  name: z.string(),
  /** `gnc_live_` and the secret's first four characters. */
  hint: z.string(),
  scopes: z.array(z.enum(PERMISSION_KEYS)),
  ipAllowList: z.array(z.string()),
  expiresAt: z.string().optional(),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().optional(),
  lastUsedIp: z.string().optional(),
});
export type ApiToken = z.infer<typeof ApiToken>;

export const ApiTokenList = z.object({ items: z.array(ApiToken) });
/** The answer to creating a token: the only time its secret is shown. */
export const CreatedApiToken = ApiToken.extend({ secret: z.string() });
export type CreatedApiToken = z.infer<typeof CreatedApiToken>;
