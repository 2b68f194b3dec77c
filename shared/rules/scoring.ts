import type { EngagementSummary } from '../schemas/subscriber';
import { SCORING_BUCKETS, type ScoringBand, type ScoringRules, type ScoringSummary } from '../schemas/scoring';

const DAY_MS = 86_400_000;

/** What scoring reads of one subscriber: the entry date, the exit date and their activity (any kinds; only engagements count). */
export interface ScoringInput {
  createdAt?: string;
  unsubscribedAt?: string;
  events: readonly { type: string; at: string }[];
}

/** The share of an event's points left `at` `now`: halved every half-life, whole without decay (and for a date in the future). */
export function decayFactor(rules: Pick<ScoringRules, 'halfLifeDays'>, at: string, now: number): number {
  if (rules.halfLifeDays === null) return 1;
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return 0;
  const ageDays = Math.max(0, now - ms) / DAY_MS;
  return Math.pow(0.5, ageDays / rules.halfLifeDays);
}

const latest = (a: string | undefined, b: string): string => (a === undefined || b > a ? b : a);

/**
 * A subscriber's engagement under the rules as of `now`: each open, click, unsubscribe and complaint
 * of their activity (the markers: one per mailing and kind) and the sign-up count their points,
 * decayed by age; the sum is held within ±cap and rounded. A subscriber unsubscribed by hand (no
 * unsubscribe event) loses the unsubscribe's points from their exit date.
 */
export function engagementOf(rules: ScoringRules, input: ScoringInput, now: number): EngagementSummary {
  let sum = 0;
  let opens = 0;
  let clicks = 0;
  let unsubscribed = false;
  let lastOpenAt: string | undefined;
  let lastClickAt: string | undefined;
  const add = (points: number, at: string) => {
    if (points !== 0) sum += points * decayFactor(rules, at, now);
  };
  for (const e of input.events) {
    if (e.type === 'opened') {
      opens++;
      lastOpenAt = latest(lastOpenAt, e.at);
      add(rules.open, e.at);
    } else if (e.type === 'clicked') {
      clicks++;
      lastClickAt = latest(lastClickAt, e.at);
      add(rules.click, e.at);
    } else if (e.type === 'unsubscribed') {
      unsubscribed = true;
      add(rules.unsubscribe, e.at);
    } else if (e.type === 'complained') add(rules.complaint, e.at);
  }
  if (input.createdAt) add(rules.signup, input.createdAt);
  if (!unsubscribed && input.unsubscribedAt) add(rules.unsubscribe, input.unsubscribedAt);
  const score = Math.round(Math.min(rules.cap, Math.max(-rules.cap, sum)));
  return {
    score: Object.is(score, -0) ? 0 : score,
    opens,
    clicks,
    ...(lastOpenAt ? { lastOpenAt } : {}),
    ...(lastClickAt ? { lastClickAt } : {}),
    at: new Date(now).toISOString(),
  };
}

/** Whether two summaries say the same (their `at` aside): a recalculation writes only a change. */
export function sameEngagement(a: EngagementSummary | undefined, b: EngagementSummary): boolean {
  return (
    a !== undefined &&
    a.score === b.score &&
    a.opens === b.opens &&
    a.clicks === b.clicks &&
    a.lastOpenAt === b.lastOpenAt &&
    a.lastClickAt === b.lastClickAt
  );
}

export function bandOf(rules: Pick<ScoringRules, 'bands'>, score: number): ScoringBand {
  if (score >= rules.bands.hot) return 'hot';
  return score >= rules.bands.warm ? 'warm' : 'cold';
}

/** The histogram bucket of a score: 0 below zero, then ten equal steps of the cap (the cap itself in the last). */
export function bucketOf(cap: number, score: number): number {
  if (score < 0) return 0;
  return 1 + Math.min(SCORING_BUCKETS - 2, Math.floor((score * (SCORING_BUCKETS - 1)) / cap));
}

/** A bucket's lowest score (the first bucket: below 0). */
export const bucketFloor = (cap: number, bucket: number): number =>
  bucket === 0 ? -cap : Math.ceil(((bucket - 1) * cap) / (SCORING_BUCKETS - 1));

/** The running tally of a recalculation: kept in its checkpoint between runs, a summary at its end. */
export interface ScoringTally {
  scored: number;
  changed: number;
  sum: number;
  bands: Record<ScoringBand, number>;
  histogram: number[];
}

export const emptyTally = (): ScoringTally => ({
  scored: 0,
  changed: 0,
  sum: 0,
  bands: { cold: 0, warm: 0, hot: 0 },
  histogram: Array.from({ length: SCORING_BUCKETS }, () => 0),
});

export function tallyScore(tally: ScoringTally, rules: ScoringRules, score: number, changed: boolean): void {
  tally.scored++;
  if (changed) tally.changed++;
  tally.sum += score;
  tally.bands[bandOf(rules, score)]++;
  tally.histogram[bucketOf(rules.cap, score)]!++;
}

export function summaryOf(tally: ScoringTally, rules: ScoringRules, finishedAt: string): ScoringSummary {
  return {
    scored: tally.scored,
    changed: tally.changed,
    average: tally.scored ? Math.round((tally.sum / tally.scored) * 100) / 100 : 0,
    bands: { ...tally.bands },
    histogram: [...tally.histogram],
    cap: rules.cap,
    warm: rules.bands.warm,
    hot: rules.bands.hot,
    finishedAt,
  };
}
