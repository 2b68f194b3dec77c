import type { RouteDef } from './route-def';

/**
 * Abuse limits of the API (fixed windows counted in DynamoDB by functions/platform/rate-limit.ts).
 * A route names the limits it counts against with `rateLimit` in the route table; every route that
 * needs a signed-in caller counts against its account's budget unless it names its own.
 *
 * `per` says whose calls one counter adds up: the caller's address (`ip`, the request context's
 * client IP), the account acting (`account`), or the e-mail address a public form names (`email`,
 * counted whether or not the address has a user, so the answer says nothing about that), or the
 * API token a `token` route is called with (`token`, its id).
 */
export type RateSubject = 'ip' | 'account' | 'email' | 'token';

export interface RateLimit {
  per: RateSubject;
  /** Calls allowed in one window; the next one is refused with 429 and Retry-After until it ends. */
  limit: number;
  windowSeconds: number;
  /** The catalogue code of the refusal. */
  code: 'AUTH_TOO_MANY_ATTEMPTS' | 'TOO_MANY_REQUESTS';
}

export const RATE_LIMITS = {
  /** Sign-ins from one address: a busy office behind one NAT signs in far less (sessions last 30 days). */
  'login.ip': { per: 'ip', limit: 30, windowSeconds: 5 * 60, code: 'AUTH_TOO_MANY_ATTEMPTS' },
  /** New accounts from one address. */
  'register.ip': { per: 'ip', limit: 10, windowSeconds: 60 * 60, code: 'AUTH_TOO_MANY_ATTEMPTS' },
  /** Sign-ups naming one address (its owner gets at most one "someone tried" e-mail a minute anyway). */
  'register.email': { per: 'email', limit: 5, windowSeconds: 60 * 60, code: 'AUTH_TOO_MANY_ATTEMPTS' },
  /** Lost-password requests from one address. */
  'lostPassword.ip': { per: 'ip', limit: 10, windowSeconds: 15 * 60, code: 'AUTH_TOO_MANY_ATTEMPTS' },
  /** Lost-password requests naming one address (at most one recovery e-mail a minute is sent anyway). */
  'lostPassword.email': { per: 'email', limit: 5, windowSeconds: 60 * 60, code: 'AUTH_TOO_MANY_ATTEMPTS' },
  /** Posts to the hosted sign-up forms from one address (all forms of all accounts together): a household or an office signs up a few people, a bot many. */
  'signup.ip': { per: 'ip', limit: 20, windowSeconds: 10 * 60, code: 'TOO_MANY_REQUESTS' },
  /**
   * The authenticated API as a whole, per account (all its members and, once they exist, its API
   * tokens together): 20 calls a second on average, several times what a team in the web app makes.
   */
  'api.account': { per: 'account', limit: 1200, windowSeconds: 60, code: 'TOO_MANY_REQUESTS' },
  /**
   * One API token (issue 19): 10 calls a second on average, so one integration in a loop cannot spend
   * its account's whole budget; the account's budget above counts its tokens' calls too.
   */
  'api.token': { per: 'token', limit: 600, windowSeconds: 60, code: 'TOO_MANY_REQUESTS' },
  /**
   * Shop webhooks posted to the connectors' inbound endpoint from one address: a busy shop sends a
   * few a second at peak (orders, carts), a flood far more.
   */
  'connector.ip': { per: 'ip', limit: 600, windowSeconds: 60, code: 'TOO_MANY_REQUESTS' },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * The limits a route counts against: its own, or for any route with a signed-in caller the account's
 * budget, and for a token route its token's as well.
 */
export function rateLimitsOf(def: Pick<RouteDef, 'auth' | 'rateLimit'>): readonly RateLimitName[] {
  if (def.rateLimit) return def.rateLimit;
  if (def.auth === 'token') return ['api.token', 'api.account'];
  return def.auth === 'public' ? [] : ['api.account'];
}
