import { describe, expect, it } from 'vitest';
import { RATE_LIMITS, rateLimitsOf } from './rate-limits';
import { routes, type RouteDef } from './routes';

describe('rate limits in the route table', () => {
  const table = Object.entries(routes) as [string, RouteDef][];

  it('count every route with a signed-in caller against its account', () => {
    for (const [id, def] of table.filter(([, d]) => d.auth !== 'public')) expect(rateLimitsOf(def), id).toContain('api.account');
  });

  it('throttle sign-up, sign-in and lost password per address, and the two forms naming an e-mail per e-mail too', () => {
    expect(rateLimitsOf(routes['auth.login'])).toEqual(['login.ip']);
    expect(rateLimitsOf(routes['auth.register'])).toEqual(['register.ip', 'register.email']);
    expect(rateLimitsOf(routes['auth.lostPassword'])).toEqual(['lostPassword.ip', 'lostPassword.email']);
  });

  it('name limits that exist, counting what the route knows', () => {
    for (const [id, def] of table) {
      for (const name of rateLimitsOf(def)) {
        expect(RATE_LIMITS[name], `${id}: ${name}`).toBeDefined();
        if (RATE_LIMITS[name].per === 'account') expect(def.auth, `${id}: ${name}`).not.toBe('public');
      }
    }
  });

  it('are real limits: whole, positive counts and windows', () => {
    for (const [name, limit] of Object.entries(RATE_LIMITS)) {
      expect(Number.isInteger(limit.limit) && limit.limit > 0, name).toBe(true);
      expect(Number.isInteger(limit.windowSeconds) && limit.windowSeconds > 0, name).toBe(true);
    }
  });
});
