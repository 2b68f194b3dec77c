import { describe, expect, it } from 'vitest';
import { RAW_ACTIVITY_RETENTION_DAYS } from '@shared/constants';
import { activityTtl } from './repository';

describe('activityTtl', () => {
  it('keeps an event RAW_ACTIVITY_RETENTION_DAYS after it happened, in epoch seconds (DynamoDB TTL)', () => {
    expect(activityTtl('2026-01-01T00:00:00.000Z')).toBe(
      Date.parse('2026-01-01T00:00:00.000Z') / 1000 + RAW_ACTIVITY_RETENTION_DAYS * 86_400,
    );
    // Longer than a year: a "last 365 days" window still finds every event it covers.
    expect(RAW_ACTIVITY_RETENTION_DAYS).toBeGreaterThan(366);
  });

  it('counts from now when the moment is unreadable', () => {
    const ttl = activityTtl('not a date');
    expect(Math.abs(ttl - (Date.now() / 1000 + RAW_ACTIVITY_RETENTION_DAYS * 86_400))).toBeLessThan(5);
  });
});
