import { z } from 'zod';
import { singleLineField } from '../validation';

/**
 * Issue 20, shop and CMS connectors (/advanced/external): each connector has its own signed inbound
 * endpoint a shop's webhooks post to; sign-ups, orders and carts become subscribers and custom events.
 */
export const CONNECTOR_PLATFORMS = ['woocommerce', 'prestashop', 'shopify'] as const;
export type ConnectorPlatform = (typeof CONNECTOR_PLATFORMS)[number];

/** Connectors an account may hold: a shop or two per account is the common case. */
export const CONNECTORS_MAX = 10;
export const CONNECTOR_NAME_MAX = 100;
/** A secret pasted in from Shopify (the app's client secret or the admin's webhook signing key). */
export const CONNECTOR_SECRET_MIN = 16;
export const CONNECTOR_SECRET_MAX = 200;

/**
 * What a shop customer without marketing consent becomes: `transactional` keeps them as a
 * subscriber of e-mail type transactional (orders and carts are still told about them, no
 * mailing reaches them); `skip` leaves them out (their orders are logged as ignored).
 * `ignore` does not look at consent: every customer becomes an active subscriber (for a shop
 * whose sign-up already collected consent elsewhere).
 */
export const CONNECTOR_CONSENT_MODES = ['transactional', 'skip', 'ignore'] as const;
export type ConnectorConsentMode = (typeof CONNECTOR_CONSENT_MODES)[number];

export const ConnectorBody = z.strictObject({
  name: singleLineField(1, CONNECTOR_NAME_MAX),
  platform: z.enum(CONNECTOR_PLATFORMS),
  active: z.boolean().default(true),
  withoutConsent: z.enum(CONNECTOR_CONSENT_MODES).default('transactional'),
  /** Whether orders and carts create custom events (order_placed, order_paid, cart_updated). */
  trackOrders: z.boolean().default(true),
  trackCarts: z.boolean().default(true),
});
export type ConnectorBody = z.infer<typeof ConnectorBody>;

/** The platform is fixed once created (its secret's kind and the shop's setup depend on it). */
export const ConnectorUpdateBody = ConnectorBody.omit({ platform: true });
export type ConnectorUpdateBody = z.infer<typeof ConnectorUpdateBody>;

export const Connector = z.object({
  id: z.string(),
  name: z.string(),
  platform: z.enum(CONNECTOR_PLATFORMS),
  active: z.boolean(),
  withoutConsent: z.enum(CONNECTOR_CONSENT_MODES),
  trackOrders: z.boolean(),
  trackCarts: z.boolean(),
  /** The path the shop posts to, under the API's origin (`/api/hooks/…`). */
  inboundPath: z.string(),
  /** False for a Shopify connector until its signing secret is set. */
  hasSecret: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  lastDeliveryAt: z.string().optional(),
  lastOutcome: z.string().optional(),
});
export type Connector = z.infer<typeof Connector>;
export const ConnectorList = z.object({ items: z.array(Connector), max: z.number().int() });

export const ConnectorSecret = z.object({ secret: z.string() });
/** Setting the secret (Shopify: pasted from the shop), or empty to have a new one generated. */
export const ConnectorSecretBody = z.strictObject({
  secret: singleLineField(CONNECTOR_SECRET_MIN, CONNECTOR_SECRET_MAX).optional(),
});

export const CONNECTOR_ATTEMPT_OUTCOMES = ['accepted', 'ignored', 'rejected', 'duplicate'] as const;
export type ConnectorAttemptOutcome = (typeof CONNECTOR_ATTEMPT_OUTCOMES)[number];

export const ConnectorAttempt = z.object({
  id: z.string(),
  at: z.string(),
  topic: z.string(),
  deliveryId: z.string().optional(),
  outcome: z.enum(CONNECTOR_ATTEMPT_OUTCOMES),
  code: z.string().optional(),
  /** Which field of the payload was wrong (CONNECTOR_BAD_PAYLOAD). */
  field: z.string().optional(),
  subscriberId: z.string().optional(),
  events: z.array(z.string()).optional(),
});
export type ConnectorAttempt = z.infer<typeof ConnectorAttempt>;
export const ConnectorAttemptQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(2000).optional(),
});
export const ConnectorAttemptPage = z.object({ items: z.array(ConnectorAttempt), cursor: z.string().optional() });

/** What the inbound endpoint answers the shop. */
export const InboundAnswer = z.object({ outcome: z.enum(CONNECTOR_ATTEMPT_OUTCOMES) });
