import { describe, expect, it } from 'vitest';
import { FOLLOWUP_AUDIENCES } from '@shared/rules/campaigns';
import { followupKeeps, followupReach } from './followup-audience';
import { followupStart } from './followup';

describe('a follow-up', () => {
  it('keeps, of the recipients of its source, those its audience names (a click is an open too)', () => {
    const who = {
      none: { opened: false, clicked: false },
      opened: { opened: true, clicked: false },
      clicked: { opened: true, clicked: true },
    };
    const kept = Object.fromEntries(
      FOLLOWUP_AUDIENCES.map((a) => [a, Object.entries(who).flatMap(([name, e]) => (followupKeeps(a, e) ? [name] : []))]),
    );
    expect(kept).toEqual({ nonOpeners: ['none'], nonClickers: ['none', 'opened'], openersNotClicked: ['opened'] });
  });

  it('starts its hours after the source was sent, or at once when they have passed', () => {
    const now = new Date('2026-03-29T12:00:00Z');
    expect(followupStart('2026-03-29T11:30:00Z', 1, now)?.toISOString()).toBe('2026-03-29T12:30:00.000Z');
    expect(followupStart('2026-03-28T11:30:00Z', 24, now)).toBeUndefined();
    expect(followupStart('2026-03-29T11:00:00Z', 1, now)).toBeUndefined();
    // A campaign hour of 15 s (GONIEC_CAMPAIGN_HOUR_SECONDS in tests).
    expect(followupStart('2026-03-29T11:59:50Z', 1, now, 15_000)?.toISOString()).toBe('2026-03-29T12:00:05.000Z');
  });

  it('reaches at most what the counters of its source leave for its audience', () => {
    const stats = { sent: 10, opened: 4, clicked: 1 };
    expect(FOLLOWUP_AUDIENCES.map((a) => followupReach(a, stats))).toEqual([6, 9, 3]);
    // Counters on their own clocks never make a negative reach.
    expect(followupReach('openersNotClicked', { sent: 2, opened: 0, clicked: 1 })).toBe(0);
  });
});
