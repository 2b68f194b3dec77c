import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_RULES, ScoringRules, SCORING_BUCKETS, type ScoringRules as Rules } from '../schemas/scoring';
import { bandOf, bucketFloor, bucketOf, decayFactor, emptyTally, engagementOf, sameEngagement, summaryOf, tallyScore } from './scoring';

const NOW = Date.parse('2026-11-28T12:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW - days * 86_400_000).toISOString();
const rules = (over: Partial<Rules> = {}): Rules => ({ ...DEFAULT_SCORING_RULES, ...over });

const eventArb = fc.record({
  type: fc.constantFrom('opened', 'clicked', 'unsubscribed', 'complained', 'sent', 'delivered', 'bounced'),
  at: fc.integer({ min: 0, max: 800 }).map(daysAgo),
});
const rulesArb: fc.Arbitrary<Rules> = fc
  .record({
    open: fc.integer({ min: 0, max: 1000 }),
    click: fc.integer({ min: 0, max: 1000 }),
    signup: fc.integer({ min: 0, max: 1000 }),
    unsubscribe: fc.integer({ min: -1000, max: 0 }),
    complaint: fc.integer({ min: -1000, max: 0 }),
    halfLifeDays: fc.option(fc.integer({ min: 1, max: 3650 }), { nil: null }),
    cap: fc.integer({ min: 2, max: 100_000 }),
  })
  .map((r) => ({ ...r, bands: { warm: 1, hot: 2 } }));

describe('engagementOf', () => {
  it('counts opens and clicks with their points and keeps the last of each', () => {
    const summary = engagementOf(
      rules({ halfLifeDays: null, signup: 0 }),
      {
        events: [
          { type: 'opened', at: daysAgo(3) },
          { type: 'opened', at: daysAgo(1) },
          { type: 'clicked', at: daysAgo(2) },
          { type: 'delivered', at: daysAgo(3) },
        ],
      },
      NOW,
    );
    expect(summary).toEqual({
      score: 5,
      opens: 2,
      clicks: 1,
      lastOpenAt: daysAgo(1),
      lastClickAt: daysAgo(2),
      at: new Date(NOW).toISOString(),
    });
  });

  it('gives the sign-up its points once and takes the unsubscribe and complaint points', () => {
    const r = rules({ halfLifeDays: null });
    expect(engagementOf(r, { createdAt: daysAgo(10), events: [] }, NOW).score).toBe(5);
    const left = engagementOf(r, { createdAt: daysAgo(10), events: [{ type: 'unsubscribed', at: daysAgo(1) }] }, NOW);
    expect(left.score).toBe(-15);
    // Unsubscribed by hand: the exit date stands for the event, counted once.
    expect(engagementOf(r, { createdAt: daysAgo(10), unsubscribedAt: daysAgo(1), events: [] }, NOW).score).toBe(-15);
    expect(
      engagementOf(r, { createdAt: daysAgo(10), unsubscribedAt: daysAgo(1), events: [{ type: 'unsubscribed', at: daysAgo(1) }] }, NOW)
        .score,
    ).toBe(-15);
    expect(engagementOf(r, { events: [{ type: 'complained', at: daysAgo(1) }] }, NOW).score).toBe(-50);
  });

  it('halves an event’s points every half-life', () => {
    const r = rules({ open: 40, signup: 0, halfLifeDays: 30 });
    expect(engagementOf(r, { events: [{ type: 'opened', at: daysAgo(0) }] }, NOW).score).toBe(40);
    expect(engagementOf(r, { events: [{ type: 'opened', at: daysAgo(30) }] }, NOW).score).toBe(20);
    expect(engagementOf(r, { events: [{ type: 'opened', at: daysAgo(60) }] }, NOW).score).toBe(10);
  });

  it('is monotone in opens and clicks', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.array(eventArb, { maxLength: 30 }),
        fc.constantFrom('opened', 'clicked'),
        fc.integer({ min: 0, max: 800 }),
        (r, events, type, age) => {
          const before = engagementOf(r, { createdAt: daysAgo(900), events }, NOW);
          const after = engagementOf(r, { createdAt: daysAgo(900), events: [...events, { type, at: daysAgo(age) }] }, NOW);
          expect(after.score).toBeGreaterThanOrEqual(before.score);
          expect(after.opens + after.clicks).toBe(before.opens + before.clicks + 1);
        },
      ),
    );
  });

  it('never leaves ±cap', () => {
    fc.assert(
      fc.property(rulesArb, fc.array(eventArb, { maxLength: 60 }), (r, events) => {
        const { score } = engagementOf(r, { createdAt: daysAgo(5), events }, NOW);
        expect(Math.abs(score)).toBeLessThanOrEqual(r.cap);
      }),
    );
  });

  it('decays by halves exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3650 }), fc.integer({ min: 0, max: 2000 }), (halfLifeDays, age) => {
        const one = decayFactor({ halfLifeDays }, daysAgo(age), NOW);
        const later = decayFactor({ halfLifeDays }, daysAgo(age + halfLifeDays), NOW);
        expect(later).toBeCloseTo(one / 2, 12);
      }),
    );
    expect(decayFactor({ halfLifeDays: null }, daysAgo(5000), NOW)).toBe(1);
  });
});

describe('the tally', () => {
  it('puts scores in their band and bucket and averages them', () => {
    const r = rules();
    const tally = emptyTally();
    for (const score of [-5, 0, 9, 10, 29, 30, 100]) tallyScore(tally, r, score, score > 20);
    const summary = summaryOf(tally, r, 'now');
    expect(summary.bands).toEqual({ cold: 3, warm: 2, hot: 2 });
    expect(summary.histogram).toEqual([1, 2, 1, 1, 1, 0, 0, 0, 0, 0, 1]);
    expect(summary.histogram).toHaveLength(SCORING_BUCKETS);
    expect(summary).toMatchObject({ scored: 7, changed: 3, average: 24.71 });
    expect(bandOf(r, 30)).toBe('hot');
  });

  it('places every score at or above its bucket’s floor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: -100_000, max: 100_000 }), (cap, raw) => {
        const score = Math.max(-cap, Math.min(cap, raw));
        const bucket = bucketOf(cap, score);
        expect(score).toBeGreaterThanOrEqual(bucketFloor(cap, bucket));
        if (bucket < SCORING_BUCKETS - 1) expect(score).toBeLessThan(bucketFloor(cap, bucket + 1));
      }),
    );
  });
});

describe('the rules', () => {
  it('accept the defaults and refuse bands out of order or over the cap', () => {
    expect(ScoringRules.safeParse(DEFAULT_SCORING_RULES).success).toBe(true);
    const issues = (over: Partial<Rules>) => ScoringRules.safeParse(rules(over)).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ bands: { warm: 30, hot: 30 } })).toEqual([['bands.hot', 'SCORING_BANDS_ORDER']]);
    expect(issues({ cap: 20 })).toEqual([['bands.hot', 'SCORING_BAND_OVER_CAP']]);
    expect(ScoringRules.safeParse({ ...DEFAULT_SCORING_RULES, unsubscribe: 5 }).success).toBe(false);
    expect(ScoringRules.safeParse({ ...DEFAULT_SCORING_RULES, visits: 5 }).success).toBe(false);
  });

  it('say a summary changed only when more than its time did', () => {
    const a = engagementOf(rules(), { events: [{ type: 'opened', at: daysAgo(1) }] }, NOW);
    expect(sameEngagement(a, { ...a, at: 'later' })).toBe(true);
    expect(sameEngagement(a, { ...a, score: a.score + 1 })).toBe(false);
    expect(sameEngagement(undefined, a)).toBe(false);
  });
});
