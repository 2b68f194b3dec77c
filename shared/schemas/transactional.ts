import { z } from 'zod';
import { emailField, keyField, singleLineField } from '../validation';
import { senderField, textField } from './sms';

/**
 * Issue 19, transactional e-mail and SMS: one message to one recipient, sent through the delivery
 * engine as a mailing's or an SMS sending's messages are (functions/transactional/). The public API
 * (`/v1/transactional/...`) takes these bodies; the `Idempotency-Key` header is `IdempotencyKey`.
 */

/** An `Idempotency-Key`: printable ASCII without spaces, 1 to 255 characters (stored only as a digest). */
export const IDEMPOTENCY_KEY_MAX = 255;
export const IdempotencyKey = z.string().regex(/^[\x21-\x7e]{1,255}$/, { message: 'IDEMPOTENCY_KEY_INVALID' });

/** How long a key answers with its first answer (and refuses another body). */
export const IDEMPOTENCY_TTL_HOURS = 24;

/** Merge data: flat values under field names, at most 50 of them, each at most 2,000 characters. */
export const MERGE_DATA_MAX_FIELDS = 50;
export const MergeData = z
  .record(z.string().regex(/^[A-Za-z_][A-Za-z0-9_]{0,63}$/), z.union([z.string().max(2000), z.number().finite(), z.boolean(), z.null()]))
  .refine((data) => Object.keys(data).length <= MERGE_DATA_MAX_FIELDS, { message: 'VALIDATION_INVALID_VALUE' });
export type MergeData = z.infer<typeof MergeData>;

export const TransactionalEmailBody = z.strictObject({
  templateId: keyField(),
  to: z.strictObject({ email: emailField(), subscriberId: keyField().optional() }),
  data: MergeData.optional(),
});
export type TransactionalEmailBody = z.infer<typeof TransactionalEmailBody>;

export const TransactionalSmsBody = z.strictObject({
  to: z.strictObject({ gsm: singleLineField(3, 32), subscriberId: keyField().optional() }),
  sender: senderField,
  text: textField,
});
export type TransactionalSmsBody = z.infer<typeof TransactionalSmsBody>;

/**
 * A transactional message's delivery status, latest first in importance: queued until the engine
 * takes it; `sent` once the provider accepted it; then what the events path learns (e-mail: SES's
 * delivery, bounce, complaint and the tracking's opens and clicks; SMS: operators' reports).
 */
export const TRANSACTIONAL_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'failed',
  'not_sent',
] as const;
export type TransactionalStatus = (typeof TRANSACTIONAL_STATUSES)[number];

export const TransactionalMessage = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  status: z.enum(TRANSACTIONAL_STATUSES),
  createdAt: z.string(),
  /** When the provider accepted it. */
  sentAt: z.string().optional(),
  /** When the status last moved (the latest event). */
  updatedAt: z.string().optional(),
  /** Why it did not go (a refusal such as `blacklisted`, `quarantined`, or the provider's words). */
  reason: z.string().optional(),
  /** SMS: parts and cost (millionths of the account's currency) as charged. */
  parts: z.number().int().optional(),
  costMicros: z.number().int().optional(),
  currency: z.string().optional(),
});
export type TransactionalMessage = z.infer<typeof TransactionalMessage>;

export const TransactionalIdParams = z.strictObject({ id: z.string().regex(/^TX[0-9A-Z]{26}$/) });
