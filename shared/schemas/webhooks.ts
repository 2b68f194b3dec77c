import { z } from 'zod';
import { singleLineField } from '../validation';

/**
 * Spec section 3: the events a webhook counts, named `<channel>.<what happened>` (the types a
 * delivery's events carry). Subscribers' sign-ups and edits are not offered: the API tells them to
 * whoever makes them, and the connectors' sign-ups arrive as custom events.
 */
export const WEBHOOK_EVENTS = [
  'email.opened',
  'email.clicked',
  'email.unsubscribed',
  'email.bounced',
  'email.complained',
  'email.delivered',
  'sms.delivered',
  'sms.clicked',
  'blacklist.added',
  'blacklist.removed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** The "send test event" button's event: never counted, delivered only when asked for. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** Webhooks an account may hold (the spec does not give the number): enough for every receiving system. */
export const WEBHOOKS_MAX = 20;
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 255;

/** The body of adding or editing a webhook (/advanced/webhooks, PERM_ADMIN); the URL's safety is the server's (shared/rules/webhook-url.ts). */
export const WebhookBody = z.strictObject({
  url: singleLineField(1, WEBHOOK_URL_MAX),
  description: singleLineField(0, WEBHOOK_DESCRIPTION_MAX).default(''),
  active: z.boolean().default(true),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .min(1, 'WEBHOOK_INVALID_DATA')
    .max(WEBHOOK_EVENTS.length)
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
});
export type WebhookBody = z.infer<typeof WebhookBody>;

/** Why a webhook is not delivering: switched off by a person, or by the failures' rule (shared/rules/webhook-retries.ts). */
export const WEBHOOK_DISABLED_REASONS = ['failures'] as const;

export const Webhook = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  active: z.boolean(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Set when the failures' rule switched it off (then `active` is false), cleared by switching it on. */
  disabledAt: z.string().optional(),
  disabledReason: z.enum(WEBHOOK_DISABLED_REASONS).optional(),
  /** Attempts failed in a row since the last success (0 when the last one succeeded). */
  failingAttempts: z.number().int(),
  failingSince: z.string().optional(),
  lastAttemptAt: z.string().optional(),
  lastStatus: z.number().int().optional(),
});
export type Webhook = z.infer<typeof Webhook>;
export const WebhookList = z.object({ items: z.array(Webhook), max: z.number().int() });

/** The signing secret (Standard Webhooks' `whsec_…`): shown on demand to an administrator, rotatable. */
export const WebhookSecret = z.object({
  secret: z.string(),
  /** After a rotation, deliveries are signed with the previous secret too until this time. */
  previousValidUntil: z.string().optional(),
});

export const WEBHOOK_ATTEMPT_OUTCOMES = ['delivered', 'failed', 'refused'] as const;
/**
 * One delivery attempt as the log shows it. `refused`: the address was not allowed (a private,
 * loopback or metadata address after resolution; http in a deployed build): nothing was sent.
 */
export const WebhookAttempt = z.object({
  id: z.string(),
  deliveryId: z.string(),
  at: z.string(),
  attempt: z.number().int(),
  outcome: z.enum(WEBHOOK_ATTEMPT_OUTCOMES),
  /** The receiver's HTTP status (absent when there was no answer). */
  status: z.number().int().optional(),
  latencyMs: z.number().int(),
  /** What went wrong without an answer: timeout, refused connection, refused address, TLS. */
  error: z.string().optional(),
  events: z.number().int(),
  types: z.array(z.string()),
  /** When the next attempt is due (absent after a success or the last attempt). */
  retryAt: z.string().optional(),
});
export type WebhookAttempt = z.infer<typeof WebhookAttempt>;
export const WebhookAttemptQuery = z.strictObject({
  cursor: z.string().max(2048).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export const WebhookAttemptPage = z.object({ items: z.array(WebhookAttempt), cursor: z.string().optional() });
