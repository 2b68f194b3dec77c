import { z } from 'zod';
import { SEND_TYPES } from '../rules/campaigns';
import { BounceCodeRow, checkRange, reportDate } from './reports';

/**
 * Issue 18, the period reports: `/reports/special` (deliverability: bounces and complaints over time
 * and by recipient domain) and `/reports/dynamic` (one metric over a period, a segment, a send type,
 * a sender, against the period before). Both read the account's report days (functions/reports/
 * days-repository.ts), where every sending's numbers count on the day it started, in the account's
 * time zone, as the campaigns report dates them; the dynamic report of a segment or a sender sums
 * the sendings' own roll-ups instead (functions/reports/period.ts).
 */

/** Days, weeks (starting on Monday, named by it) or months (named by their first day). */
export const GRANULARITIES = ['day', 'week', 'month'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

/** The dynamic report's metrics: counts, and rates from summed counts (shared/rules/period-report.ts metricValue). */
export const PERIOD_METRICS = [
  'sent',
  'delivered',
  'opens',
  'uniqueOpens',
  'clicks',
  'uniqueClicks',
  'bounces',
  'complaints',
  'unsubscribes',
  'openRate',
  'ctr',
  'ctor',
] as const;
export type PeriodMetric = (typeof PERIOD_METRICS)[number];
export const RATE_METRICS: readonly PeriodMetric[] = ['openRate', 'ctr', 'ctor'];

/** A period of the account's days; absent ends: the 30 days up to today. */
const period = { from: reportDate.optional(), to: reportDate.optional() };

export const SpecialReportQuery = z.strictObject(period).superRefine(checkRange);
export type SpecialReportQuery = z.infer<typeof SpecialReportQuery>;

export const DynamicReportQuery = z
  .strictObject({
    ...period,
    metric: z.enum(PERIOD_METRICS, { message: 'REPORT_UNKNOWN_METRIC' }),
    granularity: z.enum(GRANULARITIES).default('day'),
    /** Only mailings sent to this segment. */
    segment: z
      .string()
      .regex(/^[0-9A-Za-z]{1,64}$/)
      .optional(),
    type: z.enum(SEND_TYPES).optional(),
    sender: z.string().trim().toLowerCase().min(1).max(255).optional(),
  })
  .superRefine(checkRange);
export type DynamicReportQuery = z.infer<typeof DynamicReportQuery>;

/** The period a report covers, its days in the account's time zone. */
export const ReportPeriod = z.object({ from: z.string(), to: z.string(), timeZone: z.string() });
export type ReportPeriod = z.infer<typeof ReportPeriod>;

/** Deliverability counts; rates are fractions 0..1, null when their base is 0. */
export const DeliverabilityCounts = z.object({
  sent: z.number().int(),
  delivered: z.number().int(),
  hardBounces: z.number().int(),
  softBounces: z.number().int(),
  complaints: z.number().int(),
  /** hard bounces / sent */
  bounceRate: z.number().nullable(),
  /** complaints / delivered */
  complaintRate: z.number().nullable(),
});
export type DeliverabilityCounts = z.infer<typeof DeliverabilityCounts>;

/** One bucket: the sendings that started on the day (in the week) beginning `at` (YYYY-MM-DD). */
export const DeliverabilityPoint = DeliverabilityCounts.extend({ at: z.string() });
export type DeliverabilityPoint = z.infer<typeof DeliverabilityPoint>;

/**
 * A recipient domain (shared/rules/mail-domains.ts). `sent` is the messages with an outcome there
 * (delivered or hard-bounced: the domain roll-up counts those, not sends), so its bounce rate is hard
 * bounces of those. Flags: over the thresholds
 * of shared/rules/period-report.ts DELIVERABILITY_THRESHOLDS.
 */
export const DomainDeliverabilityRow = DeliverabilityCounts.extend({
  domain: z.string(),
  bounceFlag: z.boolean(),
  complaintFlag: z.boolean(),
});
export type DomainDeliverabilityRow = z.infer<typeof DomainDeliverabilityRow>;

export const SpecialReport = z.object({
  period: ReportPeriod,
  granularity: z.enum(['day', 'week']),
  /** Sendings that started in the period. */
  mailings: z.number().int(),
  totals: DeliverabilityCounts,
  series: z.array(DeliverabilityPoint),
  domains: z.array(DomainDeliverabilityRow),
  /** The most frequent bounce codes (at most BOUNCE_CODES_SHOWN). */
  bounceCodes: z.array(BounceCodeRow),
  thresholds: z.object({ bounceRate: z.number(), complaintRate: z.number() }),
});
export type SpecialReport = z.infer<typeof SpecialReport>;

export const DynamicPoint = z.object({ at: z.string(), value: z.number().nullable() });
export type DynamicPoint = z.infer<typeof DynamicPoint>;

export const DynamicReport = z.object({
  metric: z.enum(PERIOD_METRICS),
  granularity: z.enum(GRANULARITIES),
  period: ReportPeriod,
  /** The period of the same length just before. */
  previousPeriod: ReportPeriod,
  series: z.array(DynamicPoint),
  /** The metric over the whole period and the previous one (a rate: from the summed counts); null: no base. */
  total: z.number().nullable(),
  previousTotal: z.number().nullable(),
  /** (total − previous) / previous for a count, total − previous (points) for a rate; null when either is missing or a count's previous is 0. */
  change: z.number().nullable(),
  mailings: z.number().int(),
  previousMailings: z.number().int(),
});
export type DynamicReport = z.infer<typeof DynamicReport>;
