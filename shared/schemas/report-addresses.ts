import { z } from 'zod';
import { RAW_ACTIVITY_RETENTION_DAYS } from '../constants';
import { singleLineField } from '../validation';
import { EngagementSummary, SubscriberStatus } from './subscriber';

/**
 * Issue 18, /reports/addresses (PERM_RAPORTY): engagement per subscriber as the scoring
 * recalculation last summed it up (Subscriber.engagement), with filters. A subscriber the
 * recalculation has not reached yet has no figures: score and engagement filters leave it out.
 */

/**
 * Engagement filters: no open on record; last open within the last N days; no open in the last N days
 * (never opened included); last click within the last N days.
 */
export const ADDRESS_ENGAGEMENT_FILTERS = ['neverOpened', 'openedWithin', 'notOpenedFor', 'clickedWithin'] as const;
export type AddressEngagementFilter = (typeof ADDRESS_ENGAGEMENT_FILTERS)[number];
/** The filters that count days back from now. */
export const ENGAGEMENT_FILTERS_WITH_DAYS: readonly AddressEngagementFilter[] = ['openedWithin', 'notOpenedFor', 'clickedWithin'];
/** Scores the filter accepts (a score is the rules' points summed, capped by the rules). */
export const SCORE_FILTER_LIMIT = 1_000_000;

const score = z.coerce.number().int().min(-SCORE_FILTER_LIMIT).max(SCORE_FILTER_LIMIT);

const filterFields = {
  /** Members of this segment (its last calculated audience). */
  segment: z
    .string()
    .regex(/^[0-9A-Za-z]{1,64}$/)
    .optional(),
  status: z.coerce.number().pipe(SubscriberStatus).optional(),
  minScore: score.optional(),
  maxScore: score.optional(),
  engagement: z.enum(ADDRESS_ENGAGEMENT_FILTERS).optional(),
  /** The summary covers raw activity's retention: counting further back would find nothing more. */
  days: z.coerce.number().int().min(1).max(RAW_ACTIVITY_RETENTION_DAYS).optional(),
  /** An e-mail prefix, as the subscribers list searches. */
  search: singleLineField(1, 255)
    .transform((v) => v.toLowerCase())
    .optional(),
};

/** A reversed score range, or an engagement filter counting days without its days: field codes. */
function checkFilter(
  value: { minScore?: number; maxScore?: number; engagement?: AddressEngagementFilter; days?: number },
  ctx: z.RefinementCtx,
) {
  if (value.minScore !== undefined && value.maxScore !== undefined && value.maxScore < value.minScore)
    ctx.addIssue({ code: 'custom', path: ['maxScore'], message: 'REPORT_SCORE_RANGE_REVERSED' });
  if (value.engagement && ENGAGEMENT_FILTERS_WITH_DAYS.includes(value.engagement) && value.days === undefined)
    ctx.addIssue({ code: 'custom', path: ['days'], message: 'REPORT_ENGAGEMENT_DAYS_REQUIRED' });
}

/** The report's filters: the export body, and what an addresses export keeps in its record. */
export const AddressReportFilter = z.strictObject(filterFields).superRefine(checkFilter);
export type AddressReportFilter = z.infer<typeof AddressReportFilter>;

export const AddressReportQuery = z
  .strictObject({
    ...filterFields,
    cursor: z.string().max(4096).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine(checkFilter);
export type AddressReportQuery = z.infer<typeof AddressReportQuery>;

export const AddressRow = z.object({
  id: z.string(),
  /** Absent once forgotten (GDPR), or for a subscriber with only a number. */
  email: z.string().optional(),
  gsm: z.string().optional(),
  name: z.string().optional(),
  status: SubscriberStatus,
  /** Absent until the recalculation reaches the subscriber. */
  engagement: EngagementSummary.optional(),
});
export type AddressRow = z.infer<typeof AddressRow>;
export const AddressReportList = z.object({ items: z.array(AddressRow), cursor: z.string().optional() });
export type AddressReportList = z.infer<typeof AddressReportList>;
