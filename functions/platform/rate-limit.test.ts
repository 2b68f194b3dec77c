import { afterEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@shared/rate-limits';
import { RATE_LIMITS_ENV, effectiveLimit } from './rate-limit';

describe('rate limit overrides', () => {
  const saved = process.env[RATE_LIMITS_ENV];
  afterEach(() => {
    if (saved === undefined) delete process.env[RATE_LIMITS_ENV];
    else process.env[RATE_LIMITS_ENV] = saved;
  });

  it('are the defined limits without an override', () => {
    delete process.env[RATE_LIMITS_ENV];
    expect(effectiveLimit('login.ip')).toEqual(RATE_LIMITS['login.ip']);
  });

  it('change only the count of the limits they name', () => {
    process.env[RATE_LIMITS_ENV] = JSON.stringify({ 'login.ip': 3 });
    expect(effectiveLimit('login.ip')).toEqual({ ...RATE_LIMITS['login.ip'], limit: 3 });
    expect(effectiveLimit('api.account')).toEqual(RATE_LIMITS['api.account']);
  });

  it('refuse unknown names and counts that are not positive whole numbers, loudly', () => {
    for (const bad of [{ 'login.everything': 3 }, { 'login.ip': 0 }, { 'login.ip': 2.5 }]) {
      process.env[RATE_LIMITS_ENV] = JSON.stringify(bad);
      expect(() => effectiveLimit('login.ip')).toThrow(RATE_LIMITS_ENV);
    }
  });
});
