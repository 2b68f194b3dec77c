import { describe, expect, it } from 'vitest';
import type { EngagementSummary, Subscriber } from '@shared/schemas/subscriber';
import { engagementMatch } from './address-filter';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const daysAgo = (n: number) => new Date(NOW - n * 86_400_000).toISOString();
const person = (engagement?: Partial<EngagementSummary>): Subscriber => ({
  id: 'S1',
  status: 8,
  emailType: 'normal',
  createdAt: daysAgo(900),
  updatedAt: daysAgo(900),
  props: {},
  version: 1,
  ...(engagement ? { engagement: { score: 0, opens: 0, clicks: 0, at: daysAgo(0), ...engagement } } : {}),
});

describe('the addresses report’s engagement filters', () => {
  it('match everyone when the filter names no score and no engagement', () => {
    expect(engagementMatch({ status: 8 }, NOW)).toBeUndefined();
  });

  it('keep scores within the range, both ends included; no summary, no score', () => {
    const match = engagementMatch({ minScore: 10, maxScore: 20 }, NOW)!;
    expect([9, 10, 20, 21].map((score) => match(person({ score })))).toEqual([false, true, true, false]);
    expect(match(person())).toBe(false);
    expect(engagementMatch({ maxScore: 0 }, NOW)!(person({ score: -5 }))).toBe(true);
  });

  it('never opened: a summary with no open on record', () => {
    const match = engagementMatch({ engagement: 'neverOpened' }, NOW)!;
    expect(match(person({ opens: 0 }))).toBe(true);
    expect(match(person({ opens: 2, lastOpenAt: daysAgo(3) }))).toBe(false);
    expect(match(person())).toBe(false);
  });

  it('opened within N days, not opened for N days and clicked within N days count back from now', () => {
    const within = engagementMatch({ engagement: 'openedWithin', days: 7 }, NOW)!;
    const notFor = engagementMatch({ engagement: 'notOpenedFor', days: 7 }, NOW)!;
    const clicked = engagementMatch({ engagement: 'clickedWithin', days: 7 }, NOW)!;
    const recent = person({ opens: 1, lastOpenAt: daysAgo(6), clicks: 1, lastClickAt: daysAgo(8) });
    const old = person({ opens: 1, lastOpenAt: daysAgo(8) });
    const never = person({ opens: 0 });
    expect([within(recent), within(old), within(never)]).toEqual([true, false, false]);
    expect([notFor(recent), notFor(old), notFor(never)]).toEqual([false, true, true]);
    expect([clicked(recent), clicked(person({ clicks: 1, lastClickAt: daysAgo(1) }))]).toEqual([false, true]);
    expect(within(person({ opens: 1, lastOpenAt: daysAgo(7) }))).toBe(true);
  });

  it('combine the score with the engagement', () => {
    const match = engagementMatch({ minScore: 5, engagement: 'openedWithin', days: 30 }, NOW)!;
    expect(match(person({ score: 6, opens: 1, lastOpenAt: daysAgo(1) }))).toBe(true);
    expect(match(person({ score: 4, opens: 1, lastOpenAt: daysAgo(1) }))).toBe(false);
  });
});
