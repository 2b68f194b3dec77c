import { z } from 'zod';
import { CURRENCIES } from '../constants';
import { SmsPrefixRow, SmsReportKpis, SmsStatusRow } from './sms-reports';
import { TRANSACTIONAL_STATUSES } from './transactional';

/**
 * Issue 18, `/sms/transactional-reports` (PERM_SMS): a month of transactional texts (issue 19) —
 * counts per delivery status, parts and cost, per destination prefix, by day — and the month's
 * texts, newest first. Read from the month's roll-ups and progress (functions/transactional/report.ts).
 */
export const reportMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'VALIDATION_INVALID_DATE' });

export const TransactionalSmsReportQuery = z.strictObject({ month: reportMonth.optional() });
export type TransactionalSmsReportQuery = z.infer<typeof TransactionalSmsReportQuery>;

export const TransactionalSmsDay = z.object({ day: z.string(), texts: z.number().int(), parts: z.number().int(), cost: z.number() });

export const TransactionalSmsReport = z.object({
  /** "yyyy-mm" in the account's time zone. */
  month: z.string(),
  currency: z.enum(CURRENCIES),
  kpis: SmsReportKpis,
  statuses: z.array(SmsStatusRow),
  prefixes: z.array(SmsPrefixRow),
  /** Every day of the month, texts sent that day (and their parts and cost). */
  days: z.array(TransactionalSmsDay),
});
export type TransactionalSmsReport = z.infer<typeof TransactionalSmsReport>;

export const TransactionalSmsMessagesQuery = z.strictObject({
  month: reportMonth.optional(),
  cursor: z
    .string()
    .regex(/^TX[0-9A-Z]{26}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export type TransactionalSmsMessagesQuery = z.infer<typeof TransactionalSmsMessagesQuery>;

export const TransactionalSmsRow = z.object({
  id: z.string(),
  /** The number, masked (shared/rules/transactional.ts maskGsm). */
  to: z.string(),
  sender: z.string(),
  status: z.enum(TRANSACTIONAL_STATUSES),
  createdAt: z.string(),
  sentAt: z.string().optional(),
  parts: z.number().int(),
  cost: z.number(),
});
export type TransactionalSmsRow = z.infer<typeof TransactionalSmsRow>;
export const TransactionalSmsMessages = z.object({ items: z.array(TransactionalSmsRow), cursor: z.string().optional() });
export type TransactionalSmsMessages = z.infer<typeof TransactionalSmsMessages>;
