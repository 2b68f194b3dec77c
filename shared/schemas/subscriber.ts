import { z } from 'zod';
import { EMAIL_TYPES, SUBSCRIBER_STATUS, SUBSCRIBER_STATUSES } from '../constants';
import { normalizeEmail } from '../rules/contacts';
import { keyField, nameField, singleLineField } from '../validation';

export const SubscriberStatus = z.union(SUBSCRIBER_STATUSES.map((s) => z.literal(s)));

/** Spec section 4: temporary for 30 days after two consecutive bounces, permanent after two more. */
export const QUARANTINE_LEVELS = ['none', 'temporary', 'permanent'] as const;
export const Quarantine = z.object({
  level: z.enum(QUARANTINE_LEVELS),
  /** End of a temporary quarantine. */
  until: z.string().optional(),
  /** Consecutive hard bounces (or failed SMS) counted since the last delivery. */
  failures: z.number().int(),
  /** Temporary quarantines already served: the next one is permanent. */
  served: z.number().int(),
  since: z.string().optional(),
});
export type Quarantine = z.infer<typeof Quarantine>;

export const PropertyValueSchema = z.union([z.string(), z.number(), z.array(z.string())]);

/**
 * Issue 18: what the engagement recalculation (scoring) last found in the subscriber's activity
 * (within raw activity's retention): the score under the account's scoring rules, counts and last
 * times. Written by that background job only; `at` says as of when.
 */
export const EngagementSummary = z.object({
  score: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  lastOpenAt: z.string().optional(),
  lastClickAt: z.string().optional(),
  at: z.string(),
});
export type EngagementSummary = z.infer<typeof EngagementSummary>;

/**
 * Spec section 3: base fields, custom property values by property id, the two quarantines. A
 * subscriber forgotten under GDPR (status 9) keeps only its id, status and dates.
 */
export const Subscriber = z.object({
  id: z.string(),
  email: z.string().optional(),
  gsm: z.string().optional(),
  name: z.string().optional(),
  status: SubscriberStatus,
  emailType: z.enum(EMAIL_TYPES),
  source: z.string().optional(),
  comment: z.string().optional(),
  /** Entry (signup) date. */
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Exit (unsubscribe) date. */
  unsubscribedAt: z.string().optional(),
  props: z.record(z.string(), PropertyValueSchema),
  mailQuarantine: Quarantine.optional(),
  smsQuarantine: Quarantine.optional(),
  engagement: EngagementSummary.optional(),
  /** Changes on every save; an update names the version it read (SUBSCRIBER_CHANGED otherwise). */
  version: z.number().int(),
});
export type Subscriber = z.infer<typeof Subscriber>;

/** The spec's "invalid email" for subscribers; the same rule the database normalises with. */
export const subscriberEmailField = () =>
  z
    .string()
    .trim()
    .max(255)
    .refine((v) => normalizeEmail(v) !== undefined, { message: 'SUBSCRIBER_INVALID_EMAIL' });

/** Values by property id; each is checked against its property by the API (it knows the account's). */
const PropsInput = z.record(keyField(), z.unknown()).refine((props) => Object.keys(props).length <= 200, { message: 'VALIDATION_TOO_BIG' });

/**
 * The address's format is checked with the property values on the server (functions/subscribers/
 * values.ts), so a rejected form lists every problem at once; forms may use subscriberEmailField
 * to say it sooner.
 */
const emailInput = () => singleLineField(0, 255);

const editable = {
  email: emailInput().optional(),
  gsm: singleLineField(0, 32).optional(),
  name: nameField(1, 255).optional(),
  emailType: z.enum(EMAIL_TYPES).optional(),
  // A base text property (shared/properties.ts): one line, as imports and exports carry it.
  comment: singleLineField(0, 255).optional(),
  props: PropsInput.optional(),
};

/** Status 9 is reached only by forgetting (POST /subscribers/{id}/forget), never set directly. */
const settableStatus = () => SubscriberStatus.refine((s) => s !== SUBSCRIBER_STATUS.forgotten, { message: 'SUBSCRIBER_INVALID_STATUS' });

export const CreateSubscriberBody = z.strictObject({
  ...editable,
  status: settableStatus().default(SUBSCRIBER_STATUS.verified),
  emailType: z.enum(EMAIL_TYPES).default('normal'),
});
export type CreateSubscriberBody = z.infer<typeof CreateSubscriberBody>;

/** A partial update; `null` clears an optional field. */
export const UpdateSubscriberBody = z.strictObject({
  version: z.number().int().min(0),
  email: emailInput().nullable().optional(),
  gsm: singleLineField(0, 32).nullable().optional(),
  name: nameField(1, 255).nullable().optional(),
  emailType: z.enum(EMAIL_TYPES).optional(),
  comment: singleLineField(0, 255).nullable().optional(),
  status: settableStatus().optional(),
  props: PropsInput.optional(),
});
export type UpdateSubscriberBody = z.infer<typeof UpdateSubscriberBody>;

export const PROPERTY_FILTER_OPS = ['eq', 'contains', 'empty', 'notEmpty'] as const;

const statusList = z
  .string()
  .max(64)
  .transform((v, ctx) => {
    const values = v.split(',').map((s) => Number(s.trim()));
    if (values.some((n) => !(SUBSCRIBER_STATUSES as readonly number[]).includes(n))) {
      ctx.addIssue({ code: 'custom', message: 'SUBSCRIBER_INVALID_STATUS' });
      return z.NEVER;
    }
    return values as (typeof SUBSCRIBER_STATUSES)[number][];
  });

/** The list's filters: search by e-mail prefix, filter by status and by one property. */
const listFilters = {
  search: z.string().trim().toLowerCase().min(1).max(255).optional(),
  status: statusList.optional(),
  property: z.string().max(64).optional(),
  op: z.enum(PROPERTY_FILTER_OPS).optional(),
  value: z.string().max(255).optional(),
};
/** A property filter names its operator, and a value unless it asks for (not) empty. */
const refineFilter = <T extends z.ZodType<{ property?: string; op?: string; value?: string }>>(schema: T) =>
  schema
    .refine((q) => !q.property || q.op !== undefined, { message: 'VALIDATION_REQUIRED', path: ['op'] })
    .refine((q) => !q.property || q.op === 'empty' || q.op === 'notEmpty' || (q.value ?? '') !== '', {
      message: 'VALIDATION_REQUIRED',
      path: ['value'],
    });

/** /subscribers/all: search by e-mail prefix, filter by status and by one property. */
export const SubscriberListQuery = refineFilter(
  z.strictObject({
    cursor: z.string().max(4096).optional(),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    ...listFilters,
  }),
);
export type SubscriberListQuery = z.infer<typeof SubscriberListQuery>;

/** Kept for the mailing list (same paging without filters). */
export const ListQuery = z.strictObject({
  cursor: z.string().max(4096).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});
export const SubscriberList = z.object({ items: z.array(Subscriber), cursor: z.string().optional() });

/** How many subscribers the list's filters match (GET /subscribers/count): the same filters, no paging. */
export const SubscriberCountQuery = refineFilter(z.strictObject(listFilters));
export type SubscriberCountQuery = z.infer<typeof SubscriberCountQuery>;
/**
 * `count` is exact unless `capped`: then at least that many match (functions/subscribers/count.ts
 * says when counting stops and why).
 */
export const SubscriberCount = z.object({ count: z.number().int(), capped: z.boolean() });
export type SubscriberCount = z.infer<typeof SubscriberCount>;

export const BULK_ACTIONS = ['status', 'forget', 'clearMailQuarantine', 'clearSmsQuarantine'] as const;
export const BulkSubscribersBody = z
  .strictObject({
    ids: z.array(keyField()).min(1).max(100),
    action: z.enum(BULK_ACTIONS),
    status: settableStatus().optional(),
  })
  .refine((b) => b.action !== 'status' || b.status !== undefined, { message: 'VALIDATION_REQUIRED', path: ['status'] });
export type BulkSubscribersBody = z.infer<typeof BulkSubscribersBody>;
export const BulkSubscribersResult = z.object({
  done: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), code: z.string() })),
});

export const ClearQuarantineBody = z.strictObject({ channel: z.enum(['mail', 'sms']) });

export const ForgetBody = z.strictObject({});
