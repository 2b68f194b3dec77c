import { describe, expect, it } from 'vitest';
import { featureLimits } from '@functions/users/service';
import { nextNight } from './service';

describe('scoring’s plan limit and nights', () => {
  it('belongs to the advanced and premium plans only', () => {
    expect(['trial', 'standard', 'advanced', 'premium'].map((plan) => featureLimits({ plan } as never).scoring)).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it('runs at the next 02:00 UTC, never at the moment it was planned', () => {
    expect(nextNight(new Date('2026-11-28T01:59:00Z'))).toBe('2026-11-28T02:00:00.000Z');
    expect(nextNight(new Date('2026-11-28T02:00:00Z'))).toBe('2026-11-29T02:00:00.000Z');
    expect(nextNight(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01T02:00:00.000Z');
  });
});
