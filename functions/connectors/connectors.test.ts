import { Webhook as StandardWebhook } from 'standardwebhooks';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVENT_PROPERTY_TEXT_MAX } from '@shared/rules/custom-events';
import { EventProperties } from '@shared/schemas/custom-events';
import shopifyOrder from './fixtures/shopify-order.json';
import wooOrder from './fixtures/woocommerce-order.json';
import { BadPayload, eventProperties, itemsSummary, objectOf } from './inbound-model';
import { mapPrestaShop, prestashopEnvelope } from './map-prestashop';
import { mapShopify } from './map-shopify';
import { isWooPing, mapWooCommerce } from './map-woocommerce';
import { hmacBase64, newConnectorSecret, signatureValid } from './signing';

describe('connector mappers', () => {
  it('WooCommerce: an order updated to processing is a payment, of the billing address, items summarised', () => {
    const action = mapWooCommerce('order.updated', wooOrder);
    expect(action).toMatchObject({ kind: 'order', event: 'order_paid', customer: { email: 'john.doe@example.com', name: 'John Doe' } });
    if (action.kind !== 'order') throw new Error('not an order');
    expect(action.customer.shopCustomerId).toBeUndefined();
    const props = eventProperties(action, 'woocommerce');
    expect(props).toMatchObject({ order_id: '727', total: 29.35, currency: 'USD', items_count: 3 });
    expect(EventProperties.safeParse(props).success).toBe(true);
    expect(mapWooCommerce('order.updated', { ...wooOrder, status: 'on-hold' })).toEqual({ kind: 'ignored', reason: 'topic' });
    expect(mapWooCommerce('order.created', { ...wooOrder, status: 'pending' })).toMatchObject({ kind: 'order', event: 'order_placed' });
    expect(mapWooCommerce('product.created', {})).toEqual({ kind: 'ignored', reason: 'topic' });
    expect(() => mapWooCommerce('order.created', { ...wooOrder, total: undefined })).toThrow(BadPayload);
    expect(isWooPing('webhook_id=15')).toBe(true);
    expect(isWooPing('{"webhook_id":15}')).toBe(false);
  });

  it('Shopify: the order’s e-mail over its customer’s, consent from buyer_accepts_marketing; carts without an e-mail are ignored', () => {
    const action = mapShopify('orders/create', shopifyOrder);
    expect(action).toMatchObject({
      kind: 'order',
      event: 'order_placed',
      customer: { email: 'jon@example.com', name: 'John Smith', consent: true, phone: '123-123-1234' },
      order: { id: '820982911946154508', number: '#9999', total: '403.00', currency: 'USD' },
    });
    expect(
      mapShopify('customers/email_marketing_consent_update', {
        customer_id: 1,
        email_address: 'a@example.com',
        email_marketing_consent: { state: 'unsubscribed' },
      }),
    ).toMatchObject({ kind: 'customer', customer: { consent: false } });
    expect(mapShopify('carts/update', { id: 'x', token: 'x', line_items: [] })).toEqual({ kind: 'ignored', reason: 'no_email' });
    expect(() => mapShopify('orders/create', { ...shopifyOrder, line_items: 'nope' })).toThrow(new BadPayload('line_items'));
  });

  it('PrestaShop: the envelope and its data, with the field that is wrong', () => {
    const { type, data } = prestashopEnvelope({ type: 'customer.created', data: { id: 3, email: 'e@example.com', newsletter: '1' } });
    expect(mapPrestaShop(type, data)).toMatchObject({ kind: 'customer', customer: { email: 'e@example.com', consent: true } });
    expect(() => prestashopEnvelope({ type: 'x' })).toThrow(new BadPayload('data'));
    expect(() => mapPrestaShop('order.created', { id: 1, total_paid: '1', currency: 'PLN' })).toThrow(new BadPayload('data.customer'));
    expect(() => objectOf('[1]')).toThrow(BadPayload);
  });

  it('summarises any items within a custom event property’s length', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ minLength: 1 }), qty: fc.nat(), sku: fc.option(fc.string(), { nil: undefined }) })),
        (items) => {
          expect(itemsSummary(items).length).toBeLessThanOrEqual(EVENT_PROPERTY_TEXT_MAX);
        },
      ),
    );
  });
});

describe('connector signatures', () => {
  const secret = newConnectorSecret('woocommerce');

  it('accepts the exact bytes signed, and refuses any other body (HMAC platforms)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string({ minLength: 1 }),
        fc.constantFrom('woocommerce' as const, 'shopify' as const),
        (body, extra, platform) => {
          const raw = Buffer.from(body);
          const header = platform === 'woocommerce' ? 'x-wc-webhook-signature' : 'x-shopify-hmac-sha256';
          const headers = { [header]: hmacBase64(raw, secret) };
          expect(signatureValid(platform, secret, raw, headers)).toBe(true);
          expect(signatureValid(platform, secret, Buffer.from(body + extra), headers)).toBe(false);
          expect(signatureValid(platform, `${secret}x`, raw, headers)).toBe(false);
        },
      ),
    );
    expect(signatureValid('shopify', '', Buffer.from('{}'), { 'x-shopify-hmac-sha256': hmacBase64(Buffer.from('{}'), '') })).toBe(false);
  });

  it('PrestaShop: Standard Webhooks headers, a tampered body refused', () => {
    const whsec = newConnectorSecret('prestashop');
    const body = '{"type":"customer.created","data":{}}';
    const at = new Date();
    const headers = {
      'webhook-id': 'msg_1',
      'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
      'webhook-signature': new StandardWebhook(whsec).sign('msg_1', at, body),
    };
    expect(signatureValid('prestashop', whsec, Buffer.from(body), headers)).toBe(true);
    expect(signatureValid('prestashop', whsec, Buffer.from(body.replace('customer', 'c')), headers)).toBe(false);
  });
});
