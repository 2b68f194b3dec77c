/**
 * Integrators' API tokens and the public API v1 (issue 19; spec section 8, "IP list and API
 * tokens"). The allow-list's own entries answer the IP list's codes (security.ts: empty, wrong, too
 * long, exists); a call with a token that is unknown, revoked or expired answers AUTH_TOKEN_INVALID,
 * one from outside its list AUTH_IP_NOT_ALLOWED (auth.ts). A scope the creator lacks is refused as
 * any grant of what one lacks is (USER_GRANT_NOT_HELD, issue 10).
 */
export const apiTokensCodes = [
  'API_TOKEN_NOT_FOUND',
  'API_TOKEN_NAME_EMPTY',
  'API_TOKEN_NAME_TOO_LONG',
  'API_TOKEN_NAME_EXISTS',
  'API_TOKEN_NOT_ADDED',
  'API_TOKEN_EXPIRY_PAST',
  // A bulk call names at most API_BULK_MAX items; a longer one writes nothing.
  'API_BULK_TOO_LARGE',
] as const;
