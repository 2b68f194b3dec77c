import type { AccountKeyContext, TableKey } from './context';
import { baseRange } from './range';

/**
 * Integrators' API tokens (issue 19, functions/api-tokens), in the account's base partition in
 * every layout:
 *
 * - `APITOKEN#<id>`                   a token: name, scopes, allow-list, expiry, who made it, when last
 *                                     used and from where; never its secret, which is kept only as the
 *                                     platform's `APIKEY#<SHA-256 of the secret>` claim (platform.ts), the
 *                                     one key a call's Bearer secret finds it by
 * - `APITOKENNAME#<lower-case name>`  the claim of its name (unique per account)
 */
export function apiTokenKeys(c: AccountKeyContext) {
  return {
    apiToken: (id: string): TableKey => c.base(`APITOKEN#${id}`),
    apiTokens: () => baseRange(c, 'APITOKEN#'),
    apiTokenName: (name: string): TableKey => c.base(`APITOKENNAME#${name.toLowerCase()}`),
  };
}
