import { z } from 'zod';
import { MAILING_STATES } from '../constants';
import { isValidDate } from '../rules/calendar-dates';
import { SEND_TYPES } from '../rules/campaigns';
import { TAG_FILTER_MAX } from '../rules/tags';
import { TEMPLATE_RULES } from '../rules/templates';
import { nameField } from '../validation';
import { MailingStats } from './mailing';
import { StoredTag } from './templates';

/**
 * Issue 18, the mailing report: everything it shows comes from roll-ups the events worker keeps per
 * sending (functions/reports), never from raw events, so a report of a million recipients reads as
 * many items as one of a hundred.
 */

/** Opens or clicks: unique recipients, every event, and how many of the recipients' first ones a machine made. */
export const EngagementCount = z.object({
  /** Recipients who opened (clicked) at least once: the mailing's `opened` (`clicked`) counter. */
  unique: z.number().int(),
  /** Every open (click), each event counted once however often it is delivered. */
  total: z.number().int(),
  /**
   * Of `unique`, recipients whose first open (click) a machine made: Apple Mail Privacy Protection and
   * other proxies that fetch every image on delivery, link-scanning security gateways that follow every
   * link (shared/rules/user-agents.ts). They inflate the rates, so the report shows them apart.
   */
  machine: z.number().int(),
});

export const ReportTotals = z.object({
  recipients: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  opens: EngagementCount,
  clicks: EngagementCount,
  /** Hard (permanent) bounces are the mailing's `bounced`; soft ones SES retried and gave up on or reported transient. */
  bounces: z.object({ hard: z.number().int(), soft: z.number().int() }),
  complained: z.number().int(),
  unsubscribed: z.number().int(),
});
export type ReportTotals = z.infer<typeof ReportTotals>;

/** Fractions 0..1 (shared/rules/report-rates.ts); null when their base is 0. */
export const ReportRates = z.object({
  /** delivered / sent */
  delivery: z.number().nullable(),
  /** unique opens / delivered */
  open: z.number().nullable(),
  /** unique opens less machine-made first opens / delivered */
  humanOpen: z.number().nullable(),
  /** CTR: unique clicks / delivered */
  click: z.number().nullable(),
  /** CTOR: unique clicks / unique opens */
  clickToOpen: z.number().nullable(),
  /** hard bounces / sent */
  bounce: z.number().nullable(),
  /** complaints / delivered */
  complaint: z.number().nullable(),
  /** unsubscribes / delivered */
  unsubscribe: z.number().nullable(),
});
export type ReportRates = z.infer<typeof ReportRates>;

/** One point of the timeline: what happened in the hour (or day) starting at `at` (UTC). */
export const TimelinePoint = z.object({
  at: z.string(),
  opens: z.number().int(),
  uniqueOpens: z.number().int(),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
});
export type TimelinePoint = z.infer<typeof TimelinePoint>;

export const LinkRow = z.object({
  url: z.string(),
  clicks: z.number().int(),
  uniqueClicks: z.number().int(),
  /** Clicks a link scanner made (not in `uniqueClicks` of people, shown apart). */
  machine: z.number().int(),
});
export type LinkRow = z.infer<typeof LinkRow>;

/** A recipient domain: the webmail providers of shared/rules/mail-domains.ts by name, every other domain as `other`. */
export const DomainRow = z.object({
  domain: z.string(),
  delivered: z.number().int(),
  bounced: z.number().int(),
  opened: z.number().int(),
  clicked: z.number().int(),
});
export type DomainRow = z.infer<typeof DomainRow>;

export const DEVICE_KINDS = ['desktop', 'mobile', 'tablet', 'unknown'] as const;
export const DeviceRow = z.object({ device: z.enum(DEVICE_KINDS), opens: z.number().int(), clicks: z.number().int() });
export type DeviceRow = z.infer<typeof DeviceRow>;
/** An e-mail client or browser family as the User-Agent names it ('Apple Mail', 'Gmail', 'Outlook', 'Chrome'…, 'other'). */
export const ClientRow = z.object({ client: z.string(), opens: z.number().int(), clicks: z.number().int() });
export type ClientRow = z.infer<typeof ClientRow>;

/** A bounce's SMTP code (spec section 9's table, or 'other'), hard or soft, and whether it sends the address to quarantine. */
export const BounceCodeRow = z.object({
  code: z.string(),
  kind: z.enum(['hard', 'soft']),
  quarantines: z.boolean(),
  count: z.number().int(),
});
export type BounceCodeRow = z.infer<typeof BounceCodeRow>;

export const MailingReport = z.object({
  mailingId: z.string(),
  name: z.string(),
  subject: z.string(),
  state: z.enum(MAILING_STATES),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  totals: ReportTotals,
  rates: ReportRates,
  /** Hourly for the first 48 hours after the sending started, daily after (the roll-ups keep that granularity). */
  timeline: z.object({ hours: z.array(TimelinePoint), days: z.array(TimelinePoint) }),
  links: z.array(LinkRow),
  domains: z.array(DomainRow),
  devices: z.array(DeviceRow),
  clients: z.array(ClientRow),
  bounceCodes: z.array(BounceCodeRow),
});
export type MailingReport = z.infer<typeof MailingReport>;

/** Whom a recipient list of the report holds. */
export const RECIPIENT_LIST_KINDS = ['opened', 'clicked', 'bounced', 'complained', 'unsubscribed'] as const;
export type RecipientListKind = (typeof RECIPIENT_LIST_KINDS)[number];

export const RecipientListQuery = z.strictObject({
  kind: z.enum(RECIPIENT_LIST_KINDS),
  cursor: z.string().max(4096).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const RecipientRow = z.object({
  subscriberId: z.string(),
  /** Absent when the subscriber was forgotten (GDPR) since. */
  email: z.string().optional(),
  /** When they first did it. */
  at: z.string(),
  /** A bounce's diagnostic, a click's link. */
  detail: z.string().optional(),
});
export type RecipientRow = z.infer<typeof RecipientRow>;
export const RecipientList = z.object({ items: z.array(RecipientRow), cursor: z.string().optional() });
export type RecipientList = z.infer<typeof RecipientList>;

export const RecipientExportBody = z.strictObject({ kind: z.enum(RECIPIENT_LIST_KINDS) });

/** The longest period a campaigns report reads at once (a year, leap day included). */
export const REPORT_RANGE_MAX_DAYS = 366;
/** Mailings compared side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

export const reportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'VALIDATION_INVALID_DATE')
  .refine(isValidDate, 'VALIDATION_INVALID_DATE');

/** /reports/campaigns' filters: a period of start dates (the account's days), a send type, a sender, a name search. */
export const CampaignReportFilter = z.strictObject({
  from: reportDate.optional(),
  to: reportDate.optional(),
  type: z.enum(SEND_TYPES).optional(),
  sender: z.string().trim().toLowerCase().min(1).max(255).optional(),
  q: z.string().trim().min(1).max(100).optional(),
  /** 'true': only mailings moved to the archive (hidden from the lists): the spec's "archive" report. */
  archive: z.enum(['true', 'false']).optional(),
  /** Tag names, comma-separated (`?tags=sezon,promocja`): mailings carrying any of them, whatever their values. */
  tags: z
    .string()
    .max(TAG_FILTER_MAX * (TEMPLATE_RULES.tagNameMax + 1))
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(nameField(1, TEMPLATE_RULES.tagNameMax)).max(TAG_FILTER_MAX))
    .optional(),
});
export type CampaignReportFilter = z.infer<typeof CampaignReportFilter>;

/** A period's end before its start, or longer than REPORT_RANGE_MAX_DAYS: field codes on `to`. */
export function checkRange(value: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!value.from || !value.to) return;
  const days = (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000;
  if (days < 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'REPORT_RANGE_REVERSED' });
  else if (days + 1 > REPORT_RANGE_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: 'REPORT_RANGE_TOO_LONG' });
}

export const CampaignReportQuery = z
  .strictObject({
    ...CampaignReportFilter.shape,
    cursor: z.string().max(4096).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
  })
  .superRefine(checkRange);
export type CampaignReportQuery = z.infer<typeof CampaignReportQuery>;
export const CampaignExportQuery = CampaignReportFilter.superRefine(checkRange);

/** A mailing's KPIs as the campaigns report lists them (shared/rules/rates.ts mailingRates). */
export const CampaignRates = z.object({
  open: z.number().nullable(),
  click: z.number().nullable(),
  clickToOpen: z.number().nullable(),
  bounce: z.number().nullable(),
  unsubscribe: z.number().nullable(),
});
export type CampaignRates = z.infer<typeof CampaignRates>;

export const CampaignReportRow = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  sendType: z.string().optional(),
  fromEmail: z.string(),
  state: z.enum(MAILING_STATES),
  startedAt: z.string().optional(),
  finishedAt: z.string().optional(),
  stats: MailingStats,
  rates: CampaignRates,
  tags: z.array(StoredTag).optional(),
});
export type CampaignReportRow = z.infer<typeof CampaignReportRow>;
export const CampaignReportList = z.object({ items: z.array(CampaignReportRow), cursor: z.string().optional() });

/** 2 to 4 mailing ids, comma-separated (`?ids=a,b,c`). */
export const CompareQuery = z.strictObject({
  ids: z
    .string()
    .max(400)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((id) => id.trim())
          .filter(Boolean),
      ),
    ])
    .refine((ids) => ids.length >= COMPARE_MIN && ids.length <= COMPARE_MAX, 'REPORT_COMPARE_LIMIT'),
});
export const CampaignComparison = z.object({ items: z.array(CampaignReportRow) });

/** Issue 18: the tags a form suggests (the account's predefined ones, then those its mailings carry). */
export const TagSuggestionList = z.object({
  items: z.array(z.object({ name: z.string(), values: z.array(z.string()), predefined: z.boolean() })),
});
export type TagSuggestionList = z.infer<typeof TagSuggestionList>;
