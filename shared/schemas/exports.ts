import { z } from 'zod';
import { JobProgress } from './jobs';
import { SubscriberStatus } from './subscriber';
import { IMPORT_ENCODINGS } from './imports';
import { keyField } from '../validation';
import { RECIPIENT_LIST_KINDS } from './reports';
import { AddressReportFilter } from './report-addresses';

/** Spec: /export (PERM_AEKSPORT): statuses, fields and properties, encoding; runs in the background. */
export const EXPORT_ENCODINGS = IMPORT_ENCODINGS;
/** Exports are downloadable this long (the bucket expires exports/ objects after it too). */
export const EXPORT_EXPIRY_DAYS = 7;

/** Base fields an export can hold; any other field is a property id. */
export const EXPORT_BASE_FIELDS = [
  'id',
  'email',
  'gsm',
  'name',
  'status',
  'emailType',
  'source',
  'comment',
  'createdAt',
  'unsubscribedAt',
] as const;

/**
 * Issue 18: the engagement summary's figures (Subscriber.engagement) as export columns, empty until
 * the recalculation reaches the subscriber; `engagementAt` is the summary's "as of".
 */
export const EXPORT_ENGAGEMENT_FIELDS = ['score', 'opens', 'clicks', 'lastOpenAt', 'lastClickAt', 'engagementAt'] as const;
export type ExportEngagementField = (typeof EXPORT_ENGAGEMENT_FIELDS)[number];

/**
 * Who is exported: subscribers with any of the statuses, a segment's current audience, a mailing's
 * recipient list, or the addresses report's filtered list. Each kind
 * has its reader in functions/exports/audience.ts (an exhaustive switch).
 */
export const ExportAudience = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('statuses'), statuses: z.array(SubscriberStatus).min(1).max(8) }),
  z.strictObject({ kind: z.literal('segment'), segmentId: z.string().regex(/^[0-9A-Za-z]{1,64}$/) }),
  /** Issue 18: a mailing report's recipient list (who opened, clicked, bounced, complained or unsubscribed). */
  z.strictObject({
    kind: z.literal('mailingRecipients'),
    mailingId: z.string().regex(/^[0-9A-Za-z]{1,64}$/),
    list: z.enum(RECIPIENT_LIST_KINDS),
  }),
  /** Issue 18: the addresses report's filtered list. */
  z.strictObject({ kind: z.literal('addresses'), filter: AddressReportFilter }),
]);
export type ExportAudience = z.infer<typeof ExportAudience>;

/**
 * The audiences that are reports' files (spec section 2's "ordered reports": what a user ordered
 * from a report, generated in the background and listed on /reports/ordered).
 */
export const REPORT_EXPORT_KINDS: readonly ExportAudience['kind'][] = ['mailingRecipients', 'addresses'];

export const StartExportBody = z.strictObject({
  audience: ExportAudience,
  /** Base field names and property ids, in the column order wanted. */
  fields: z.array(keyField()).min(1).max(200),
  encoding: z.enum(EXPORT_ENCODINGS).default('utf-8'),
  /** A first row naming the columns. */
  header: z.boolean().default(true),
});
export type StartExportBody = z.infer<typeof StartExportBody>;

/** `expired`: finished, but the file is gone (after EXPORT_EXPIRY_DAYS). */
export const EXPORT_STATES = ['queued', 'running', 'finished', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const ExportJob = z.object({
  id: z.string(),
  state: z.enum(EXPORT_STATES),
  audience: ExportAudience,
  fields: z.array(z.string()),
  encoding: z.enum(EXPORT_ENCODINGS),
  header: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  /** Progress: rows written of the rows expected (from the status counters when it started). */
  rowsWritten: z.number().int(),
  rowsExpected: z.number().int(),
  /** The tracked-job model's progress (shared/schemas/jobs.ts): rows written of rows expected, saved every 1000 rows. */
  progress: JobProgress.optional(),
  bytes: z.number().int().optional(),
  expiresAt: z.string().optional(),
  failure: z.object({ code: z.string() }).optional(),
  /** A report's file: what it is of, named when it was ordered (the mailing's name for a recipient list). */
  title: z.string().optional(),
});
export type ExportJob = z.infer<typeof ExportJob>;
export const ExportList = z.object({ items: z.array(ExportJob), cursor: z.string().optional() });
export const ExportListQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  /** `reports`: only reports' files (REPORT_EXPORT_KINDS), for the ordered reports page. */
  group: z.enum(['reports']).optional(),
});
export type ExportListQuery = z.infer<typeof ExportListQuery>;
