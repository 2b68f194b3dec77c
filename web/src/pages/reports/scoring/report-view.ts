import { bucketFloor } from '@shared/rules/scoring';
import { SCORING_BANDS, SCORING_BUCKETS, type ScoringBand, type ScoringSummary } from '@shared/schemas/scoring';

/** The engagement report by subscriber (issue 18, built apart): `minScore` lists those at or above a score. */
export const ADDRESSES_REPORT_PATH = '/reports/addresses';
export const addressesFrom = (minScore: number) => `${ADDRESSES_REPORT_PATH}?minScore=${minScore}`;

/** The histogram's buckets: their lowest and highest score (the first: below 0) and how many are in each. */
export function histogramBars(summary: ScoringSummary): { from: number; to: number; count: number; below0: boolean }[] {
  return Array.from({ length: SCORING_BUCKETS }, (_, bucket) => ({
    from: bucketFloor(summary.cap, bucket),
    to: bucket === SCORING_BUCKETS - 1 ? summary.cap : bucketFloor(summary.cap, bucket + 1) - 1,
    count: summary.histogram[bucket] ?? 0,
    below0: bucket === 0,
  }));
}

/** Each band with its scores and the addresses report's link from its lowest score (the cold band has none: it starts at the bottom). */
export function bandRows(
  summary: ScoringSummary,
): { band: ScoringBand; count: number; range: Record<string, number>; minScore?: number }[] {
  return SCORING_BANDS.map((band) => ({
    band,
    count: summary.bands[band],
    range: { warm: summary.warm, hot: summary.hot, below: summary.hot - 1 },
    ...(band === 'warm' ? { minScore: summary.warm } : band === 'hot' ? { minScore: summary.hot } : {}),
  }));
}
