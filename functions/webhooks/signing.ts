import { randomBytes } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';

/** Standard Webhooks' secret form: `whsec_` and 32 random bytes in base64 (what its verifiers take). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The headers of one delivery, signed per the Standard Webhooks convention by its maintained
 * library: `webhook-id` (the same on every attempt, for the receiver to drop a repeat),
 * `webhook-timestamp` (seconds) and `webhook-signature`, one `v1,…` per secret (space-separated)
 * while a rotated-out secret is still honoured.
 */
export function signedHeaders(secrets: readonly string[], deliveryId: string, at: Date, body: string): Record<string, string> {
  const signatures = secrets.map((secret) => new StandardWebhook(secret).sign(deliveryId, at, body));
  return {
    'webhook-id': deliveryId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signatures.join(' '),
  };
}
