import { describe, expect, it } from 'vitest';
import { daysSince, daysUntil } from './password-age';

describe('password age', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it('counts whole days since the change and until the expiry', () => {
    expect(daysSince('2026-03-10T08:00:00Z', now)).toBe(0);
    expect(daysSince('2026-03-01T12:00:00Z', now)).toBe(9);
    expect(daysUntil('2026-03-11T00:00:00Z', now)).toBe(1);
    expect(daysUntil('2026-06-08T12:00:00Z', now)).toBe(90);
  });
  it('never goes negative', () => {
    expect(daysSince('2026-04-01T00:00:00Z', now)).toBe(0);
    expect(daysUntil('2026-01-01T00:00:00Z', now)).toBe(0);
  });
});
