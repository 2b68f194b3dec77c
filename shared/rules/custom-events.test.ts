import { describe, expect, it } from 'vitest';
import {
  EVENT_RETENTION_DAYS,
  eventExpiry,
  eventPropertyTest,
  eventTimeProblem,
  isEventName,
  type EventPropertyOperator,
} from './custom-events';

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

  it('filter events by a property: text ignoring case, numbers by value, a missing property empty', () => {
    const order = { total: 120, category: 'Buty', paid: true, code: '050' };
    const holds = (property: string, operator: EventPropertyOperator, value: string | number, p = order) =>
      eventPropertyTest(property, operator, value)(p);
    expect([holds('category', 'eq', 'buty'), holds('category', 'eq', 'BUTY'), holds('category', 'eq', 'but')]).toEqual([true, true, false]);
    expect([holds('category', 'contains', 'UT'), holds('category', 'neq', 'torby'), holds('missing', 'neq', 'x')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([holds('missing', 'eq', 'x'), holds('missing', 'contains', ''), holds('missing', 'gt', 0)]).toEqual([false, false, false]);
    expect([holds('total', 'eq', 120), holds('total', 'eq', '120'), holds('paid', 'eq', 'true')]).toEqual([true, true, true]);
    expect([holds('total', 'gt', 119), holds('total', 'gt', 120), holds('total', 'gte', 120)]).toEqual([true, false, true]);
    expect([holds('total', 'lt', 121), holds('total', 'lt', 120), holds('total', 'lte', 120)]).toEqual([true, false, true]);
    // A number written as text is text: it is no number to compare.
    expect([holds('code', 'gt', 1), holds('code', 'eq', '050')]).toEqual([false, true]);
    // Only the event's own properties: nothing inherited is a property.
    expect([holds('constructor', 'eq', 'x'), holds('constructor', 'neq', 'x'), eventPropertyTest('total', 'eq', 120)(undefined)]).toEqual([
      false,
      true,
      false,
    ]);
  });
});
