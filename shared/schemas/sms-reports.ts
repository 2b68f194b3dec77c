import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { SMS_MESSAGE_STATUSES, SMS_STATES } from './sms';
import { checkRange, reportDate } from './reports';

/**
 * Issue 18, the SMS reports (`/v2/reports/sms`, `/sms/reports`): each SMS sending's texts by
 * delivery status, parts, cost and destination prefix, read from the roll-ups the send path, the
 * operators' delivery reports and the clicks keep (functions/sms/report-*.ts). Costs are amounts of
 * the account's currency (shared/rules/sms-prices.ts), parts the texts' as they went.
 */

/** The list's filter: a period of start dates (the account's days), as the campaigns report's. */
export const SmsReportQuery = z
  .strictObject({
    from: reportDate.optional(),
    to: reportDate.optional(),
    cursor: z.string().max(4096).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine(checkRange);
export type SmsReportQuery = z.infer<typeof SmsReportQuery>;

/** A sending's KPIs: recipients settled by the send path, texts SNS took, and what became of them. */
export const SmsReportKpis = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  /** Reported delivered by the operator. */
  delivered: z.number().int(),
  /** Reported expired, undeliverable or rejected by the operator. */
  failed: z.number().int(),
  /** Recipients who clicked a tracked link (an A/B test's variants track theirs). */
  clicked: z.number().int(),
  /** Not sent for a reason of ours, and not sent for the +48-only option. */
  notSent: z.number().int(),
  notSentPrefix: z.number().int(),
  parts: z.number().int(),
  cost: z.number(),
});
export type SmsReportKpis = z.infer<typeof SmsReportKpis>;

export const SmsReportRow = z.object({
  id: z.string(),
  name: z.string(),
  sender: z.string(),
  state: z.enum(SMS_STATES),
  createdAt: z.string(),
  kpis: SmsReportKpis,
  /** The account's currency, the cost's. */
  currency: z.enum(CURRENCIES),
});
export type SmsReportRow = z.infer<typeof SmsReportRow>;
export const SmsReportList = z.object({ items: z.array(SmsReportRow), cursor: z.string().optional() });
export type SmsReportList = z.infer<typeof SmsReportList>;

export const SmsStatusRow = z.object({
  status: z.enum(SMS_MESSAGE_STATUSES),
  texts: z.number().int(),
  parts: z.number().int(),
  cost: z.number(),
});
export type SmsStatusRow = z.infer<typeof SmsStatusRow>;

/** Texts to numbers of one prefix of the price table (`other`: the rest). */
export const SmsPrefixRow = z.object({
  prefix: z.string(),
  /** ISO country of the prefix (absent for `other`). */
  country: z.string().optional(),
  texts: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  parts: z.number().int(),
  cost: z.number(),
});
export type SmsPrefixRow = z.infer<typeof SmsPrefixRow>;

/** The breakdown of one sending (or of an A/B test's variant). */
export const SmsBreakdown = z.object({
  kpis: SmsReportKpis,
  statuses: z.array(SmsStatusRow),
  prefixes: z.array(SmsPrefixRow),
});
export type SmsBreakdown = z.infer<typeof SmsBreakdown>;

export const SmsReport = SmsBreakdown.extend({
  id: z.string(),
  name: z.string(),
  sender: z.string(),
  content: z.string(),
  state: z.enum(SMS_STATES),
  createdAt: z.string(),
  finishedAt: z.string().optional(),
  currency: z.enum(CURRENCIES),
  /** An SMS A/B test: each variant's own breakdown, side by side (the report above is the whole test). */
  variants: z.array(SmsBreakdown.extend({ key: z.string(), sender: z.string(), content: z.string() })).optional(),
});
export type SmsReport = z.infer<typeof SmsReport>;
