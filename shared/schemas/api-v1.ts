import { z } from 'zod';
import { CreateSubscriberBody, Subscriber, SubscriberStatus } from './subscriber';
import { SUBSCRIBER_STATUS } from '../constants';

/**
 * The public API v1's bodies (issue 19), made of the web API's schemas: an integrator's subscriber
 * is the same subscriber with the same rules, only found by its e-mail or number.
 */

/** Items one bulk call may carry; a longer list is refused whole (API_BULK_TOO_LARGE), nothing written. */
export const API_BULK_MAX = 1000;

/**
 * An upsert: the web's new-subscriber body, found by its e-mail (else its number). Status and e-mail
 * type are optional here (a known subscriber keeps them when they are left out; a new one gets the
 * web's defaults).
 */
export const UpsertSubscriberBody = CreateSubscriberBody.extend({
  status: CreateSubscriberBody.shape.status.unwrap().optional(),
  emailType: CreateSubscriberBody.shape.emailType.unwrap().optional(),
});
export type UpsertSubscriberBody = z.infer<typeof UpsertSubscriberBody>;

export const UPSERT_OUTCOMES = ['created', 'updated', 'unchanged'] as const;
export const UpsertResult = z.object({ outcome: z.enum(UPSERT_OUTCOMES), subscriber: Subscriber });
export type UpsertResult = z.infer<typeof UpsertResult>;

/** A bulk call's items: at least one, and more than `max` is the catalogue's API_BULK_TOO_LARGE (not zod's own "too big"). */
export function bulkItems<T extends z.ZodType>(item: T, max: number) {
  return z
    .array(item)
    .min(1)
    .superRefine((items, ctx) => {
      if (items.length > max) ctx.addIssue({ code: 'custom', message: 'API_BULK_TOO_LARGE', params: { max } });
    });
}

/**
 * Each item is an upsert's body: one the schema refuses (an unknown field, a bad character) refuses
 * the call, nothing written; what only the database can tell (a taken number, a forgotten address,
 * an e-mail that is no address) fails that item alone, in its result.
 */
export const BulkUpsertBody = z.strictObject({ items: bulkItems(UpsertSubscriberBody, API_BULK_MAX) });
export type BulkUpsertBody = z.infer<typeof BulkUpsertBody>;

export const FieldErrorSchema = z.object({ path: z.string(), code: z.string(), params: z.record(z.string(), z.unknown()).optional() });
/** One result per item, in the order sent: what happened, or the catalogue code (and field errors) of why not. */
export const BulkUpsertItemResult = z.object({
  index: z.number().int(),
  outcome: z.enum([...UPSERT_OUTCOMES, 'failed']),
  id: z.string().optional(),
  code: z.string().optional(),
  errors: z.array(FieldErrorSchema).optional(),
});
export const BulkUpsertResult = z.object({ items: z.array(BulkUpsertItemResult) });
export type BulkUpsertResult = z.infer<typeof BulkUpsertResult>;

/** A status change; 9 (forgotten) is reached only by forgetting. */
export const SetStatusBody = z.strictObject({
  status: SubscriberStatus.refine((s) => s !== SUBSCRIBER_STATUS.forgotten, { message: 'SUBSCRIBER_INVALID_STATUS' }),
});
