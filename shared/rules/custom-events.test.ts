import { describe, expect, it } from 'vitest';
import { EVENT_RETENTION_DAYS, eventExpiry, eventTimeProblem, isEventName } from './custom-events';

const now = new Date('2026-11-28T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('custom events', () => {
  it('names are lower-case slugs of 1 to 64 characters', () => {
    for (const ok of ['order.paid', 'signed_up', 'a', '3d-view', 'x'.repeat(64)]) expect(isEventName(ok), ok).toBe(true);
    for (const bad of ['', 'Order', 'order paid', '.hidden', '-x', 'x'.repeat(65), 'zamówienie', 'a#b'])
      expect(isEventName(bad), bad).toBe(false);
  });

  it('accept a time up to five minutes ahead and back to the retention, no further', () => {
    expect(eventTimeProblem(at(0), now)).toBeUndefined();
    expect(eventTimeProblem(at(5 * 60_000), now)).toBeUndefined();
    expect(eventTimeProblem(at(5 * 60_000 + 1000), now)).toBe('EVENT_TIME_IN_FUTURE');
    expect(eventTimeProblem(at(-EVENT_RETENTION_DAYS * 86_400_000 + 1000), now)).toBeUndefined();
    expect(eventTimeProblem(at(-EVENT_RETENTION_DAYS * 86_400_000 - 1000), now)).toBe('EVENT_TIME_TOO_OLD');
  });

  it('expire the retention after the event, not after it was told', () => {
    expect(eventExpiry('2026-01-01T00:00:00Z')).toBe(Date.parse('2027-01-01T00:00:00Z') / 1000);
  });
});
