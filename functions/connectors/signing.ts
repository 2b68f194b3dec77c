import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import type { ConnectorPlatform } from '@shared/schemas/connectors';

/**
 * A generated secret: WooCommerce takes any text, a PrestaShop module Standard Webhooks' `whsec_` form
 * (32 random bytes in base64); a Shopify connector's secret is pasted in from the shop instead.
 */
export function newConnectorSecret(platform: ConnectorPlatform): string {
  const bytes = randomBytes(32).toString('base64');
  return platform === 'prestashop' ? `whsec_${bytes}` : `wc_${bytes.replace(/[+/=]/g, '')}`;
}

/** base64(HMAC-SHA256(raw body, secret)): WooCommerce's X-WC-Webhook-Signature and Shopify's X-Shopify-Hmac-Sha256. */
export const hmacBase64 = (raw: Buffer, secret: string): string => createHmac('sha256', secret).update(raw).digest('base64');

/** Compares in constant time (a length mismatch is refused before comparing, as timingSafeEqual needs). */
function sameSignature(given: string | undefined, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given.trim());
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Whether the delivery's signature over its exact raw bytes is the connector's (headers lower-cased, as API Gateway gives them). */
export function signatureValid(
  platform: ConnectorPlatform,
  secret: string,
  raw: Buffer,
  headers: Record<string, string | undefined>,
): boolean {
  if (!secret) return false;
  if (platform === 'woocommerce') return sameSignature(headers['x-wc-webhook-signature'], hmacBase64(raw, secret));
  if (platform === 'shopify') return sameSignature(headers['x-shopify-hmac-sha256'], hmacBase64(raw, secret));
  try {
    // The library checks the timestamp's tolerance (5 minutes) and every `v1,` signature in constant time.
    new StandardWebhook(secret).verify(raw.toString('utf8'), {
      'webhook-id': headers['webhook-id'] ?? '',
      'webhook-timestamp': headers['webhook-timestamp'] ?? '',
      'webhook-signature': headers['webhook-signature'] ?? '',
    });
    return true;
  } catch {
    return false;
  }
}

/** The shop's topic and delivery id from the headers (PrestaShop's topic is in the body). */
export function deliveryHeaders(
  platform: ConnectorPlatform,
  headers: Record<string, string | undefined>,
): { topic?: string; deliveryId?: string } {
  if (platform === 'woocommerce') return { topic: headers['x-wc-webhook-topic'], deliveryId: headers['x-wc-webhook-delivery-id'] };
  if (platform === 'shopify')
    return { topic: headers['x-shopify-topic'], deliveryId: headers['x-shopify-event-id'] ?? headers['x-shopify-webhook-id'] };
  return { deliveryId: headers['webhook-id'] };
}
