import { z } from 'zod';
import { JobStatus } from './jobs';

/**
 * Issue 18, scoring (/subscribers/scoring, PERM_SCORING and the plan's scoring limit). The account's
 * rules: points per event of the subscriber's activity and per sign-up, a decay, a cap and the bands
 * the reports show. There are no points for website visits: the product tracks no website.
 */
export const SCORING_POINTS_MAX = 1000;
export const SCORING_HALF_LIFE_MAX_DAYS = 3650;
export const SCORING_CAP_MAX = 100_000;

const gain = () => z.number().int().min(0).max(SCORING_POINTS_MAX);
const loss = () => z.number().int().min(-SCORING_POINTS_MAX).max(0);

export const ScoringRules = z
  .strictObject({
    /** Per open of a mailing (opens count once per mailing). */
    open: gain(),
    /** Per click in a mailing (once per mailing). */
    click: gain(),
    /** Once, for the sign-up (the subscriber's entry date: a form's confirmation, an import, a manual add). */
    signup: gain(),
    /** Per unsubscribe (0 or less). */
    unsubscribe: loss(),
    /** Per spam complaint (0 or less). */
    complaint: loss(),
    /** Points halve every so many days after the event; null: they never fade. */
    halfLifeDays: z.number().int().min(1).max(SCORING_HALF_LIFE_MAX_DAYS).nullable(),
    /** The highest score (the lowest is its negative). */
    cap: z.number().int().min(1).max(SCORING_CAP_MAX),
    /** Scores from `warm` are warm, from `hot` hot, below `warm` cold. */
    bands: z.strictObject({ warm: z.number().int().min(1), hot: z.number().int().min(1) }),
  })
  .superRefine((rules, ctx) => {
    if (rules.bands.hot <= rules.bands.warm) ctx.addIssue({ code: 'custom', path: ['bands', 'hot'], message: 'SCORING_BANDS_ORDER' });
    if (rules.bands.hot > rules.cap) ctx.addIssue({ code: 'custom', path: ['bands', 'hot'], message: 'SCORING_BAND_OVER_CAP' });
  });
export type ScoringRules = z.infer<typeof ScoringRules>;

export const DEFAULT_SCORING_RULES: ScoringRules = {
  open: 1,
  click: 3,
  signup: 5,
  unsubscribe: -20,
  complaint: -50,
  halfLifeDays: 90,
  cap: 100,
  bands: { warm: 10, hot: 30 },
};

export const SCORING_BANDS = ['cold', 'warm', 'hot'] as const;
export type ScoringBand = (typeof SCORING_BANDS)[number];

/** Histogram buckets: scores below 0, then ten equal steps of the cap (the last one includes the cap). */
export const SCORING_BUCKETS = 11;

/** What a finished recalculation found over the account (the scoring report reads it). */
export const ScoringSummary = z.object({
  /** Subscribers scored (every one but the forgotten). */
  scored: z.number().int(),
  /** Of them, those whose summary changed and was written. */
  changed: z.number().int(),
  average: z.number(),
  bands: z.object({ cold: z.number().int(), warm: z.number().int(), hot: z.number().int() }),
  /** SCORING_BUCKETS counts: [below 0, 0–10 % of the cap, …, 90–100 %]. */
  histogram: z.array(z.number().int()),
  /** The rules it used (the buckets' widths and the bands). */
  cap: z.number().int(),
  warm: z.number().int(),
  hot: z.number().int(),
  finishedAt: z.string(),
});
export type ScoringSummary = z.infer<typeof ScoringSummary>;

/** A recalculation as the web follows it (the tracked-job fields; progress: subscribers done of the database). */
export const ScoringRun = JobStatus.extend({
  trigger: z.enum(['manual', 'rules', 'nightly']),
});
export type ScoringRun = z.infer<typeof ScoringRun>;

/** GET and PUT /subscribers/scoring: the rules, the latest recalculation and the last finished one's summary. */
export const ScoringState = z.object({
  rules: ScoringRules,
  /** Absent: the account never saved rules (the defaults are shown). */
  updatedAt: z.string().optional(),
  run: ScoringRun.nullable(),
  summary: ScoringSummary.nullable(),
});
export type ScoringState = z.infer<typeof ScoringState>;

/** GET /reports/scoring. */
export const ScoringReport = z.object({ summary: ScoringSummary.nullable() });
export type ScoringReport = z.infer<typeof ScoringReport>;
