import { z } from 'zod';
import { FieldErrorSchema, bulkItems } from './api-v1';
import { emailField, keyField, singleLineField } from '../validation';
import { EVENT_NAME_PATTERN, EVENT_PROPERTIES_MAX, EVENT_PROPERTY_NAME_PATTERN, EVENT_PROPERTY_TEXT_MAX } from '../rules/custom-events';

/**
 * Issue 19, custom events: `POST /v1/events` tells that a subscriber did something, with flat
 * properties and a time (now when left out). The subscriber is named by its id, e-mail or number.
 */
export const EventSubscriberRef = z.union([
  z.strictObject({ id: keyField() }),
  z.strictObject({ email: emailField() }),
  z.strictObject({ gsm: singleLineField(3, 32) }),
]);
export type EventSubscriberRef = z.infer<typeof EventSubscriberRef>;

export const EventName = z.string().regex(EVENT_NAME_PATTERN, { message: 'EVENT_NAME_INVALID' });

export const EventProperties = z
  .record(
    z.string().regex(EVENT_PROPERTY_NAME_PATTERN, { message: 'EVENT_PROPERTIES_INVALID' }),
    z.union([z.string().max(EVENT_PROPERTY_TEXT_MAX), z.number().finite(), z.boolean()], { message: 'EVENT_PROPERTIES_INVALID' }),
  )
  .refine((p) => Object.keys(p).length <= EVENT_PROPERTIES_MAX, { message: 'EVENT_PROPERTIES_INVALID' });
export type EventProperties = z.infer<typeof EventProperties>;

export const CustomEventBody = z.strictObject({
  subscriber: EventSubscriberRef,
  name: EventName,
  properties: EventProperties.optional(),
  time: z.iso.datetime({ offset: true }).optional(),
});
export type CustomEventBody = z.infer<typeof CustomEventBody>;

/** An event as kept: its id (a ULID of its time, so ids sort as times do), the subscriber's id, UTC time. */
export const CustomEvent = z.object({
  id: z.string(),
  subscriberId: z.string(),
  name: z.string(),
  time: z.string(),
  properties: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type CustomEvent = z.infer<typeof CustomEvent>;

/** The answer of `POST /v1/events` (202): the event as kept. */
export const CustomEventAccepted = CustomEvent;

/** Events a batch may carry; a longer list is refused whole (API_BULK_TOO_LARGE), nothing written. */
export const EVENT_BATCH_MAX = 100;

/**
 * `POST /v1/events/batch`: each item is a single call's body. One its schema refuses refuses the
 * call, nothing written; what only the data can tell (an unknown subscriber, a time out of bounds)
 * fails that item alone. A batch takes no `Idempotency-Key`: a retried batch tells its events again.
 */
export const CustomEventBatchBody = z.strictObject({ items: bulkItems(CustomEventBody, EVENT_BATCH_MAX) });
export type CustomEventBatchBody = z.infer<typeof CustomEventBatchBody>;

/** One result per item, in the order sent: the kept event's id, or the catalogue code (and field errors) of why not. */
export const CustomEventBatchResult = z.object({
  items: z.array(
    z.object({
      index: z.number().int(),
      outcome: z.enum(['accepted', 'failed']),
      id: z.string().optional(),
      code: z.string().optional(),
      errors: z.array(FieldErrorSchema).optional(),
    }),
  ),
});
export type CustomEventBatchResult = z.infer<typeof CustomEventBatchResult>;

/** The account's catalogue of event names: how many events were told under each and when the last was. */
export const EventNameEntry = z.object({ name: z.string(), count: z.number().int(), lastSeen: z.iso.datetime() });
export type EventNameEntry = z.infer<typeof EventNameEntry>;
export const EventNameList = z.object({ items: z.array(EventNameEntry) });

/**
 * Reading a subscriber's events back (`GET /v1/subscribers/{id}/events`, the web's tab): newest
 * first, a page at a time, optionally one name and a time window (`from`/`to`, inclusive).
 */
export const CustomEventListQuery = z.strictObject({
  cursor: z.string().max(4096).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  name: EventName.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
export type CustomEventListQuery = z.infer<typeof CustomEventListQuery>;

export const CustomEventList = z.object({ items: z.array(CustomEvent), cursor: z.string().optional() });
export type CustomEventList = z.infer<typeof CustomEventList>;
