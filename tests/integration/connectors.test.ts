import { createHmac } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { ApiSession, loggedIn } from './helpers';

const { customEventsRepository } = await import('@functions/custom-events/repository');
const { subscribersRepository } = await import('@functions/subscribers/repository');
const { subscribersService } = await import('@functions/subscribers/service');

/** Issue 20: shop connectors' signed inbound endpoint, from a shop's real-shaped payloads to subscribers and events. */
const shop = new ApiSession('203.0.113.7');
const hmac = (raw: string, secret: string) => createHmac('sha256', secret).update(raw).digest('base64');
const uniq = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

async function connector(session: ApiSession, platform: 'woocommerce' | 'shopify' | 'prestashop', extra: object = {}) {
  const res = await session.call('POST', '/integrations/connectors', { json: { name: `Shop ${platform}`, platform, ...extra } });
  expect(res.status).toBe(201);
  return res.body as { id: string; inboundPath: string; secret?: string };
}

const post = (path: string, raw: string, headers: Record<string, string>) =>
  shop.call('POST', path.replace(/^\/api/, ''), { rawBody: raw, headers: { 'content-type': 'application/json', ...headers } });

const wooCustomer = (email: string) => ({
  id: 25,
  email,
  first_name: 'Anna',
  last_name: 'Nowak',
  role: 'customer',
  billing: { first_name: 'Anna', last_name: 'Nowak', email, phone: '+48 601 234 567', city: 'Kraków', country: 'PL' },
  meta_data: [{ id: 1, key: 'marketing_consent', value: 'yes' }],
});
const wooOrder = (email: string, id = 727) => ({
  id,
  number: String(id),
  status: 'pending',
  currency: 'PLN',
  total: '129.90',
  customer_id: 25,
  date_created_gmt: '2026-11-28T10:00:00',
  date_paid_gmt: null,
  billing: { first_name: 'Anna', last_name: 'Nowak', email, phone: '' },
  line_items: [{ id: 1, name: 'Kubek', sku: 'KUB-1', quantity: 2, price: 49.95, total: '99.90' }],
});

async function subscriberId(accountId: string, email: string) {
  return (await subscribersRepository.idsByEmails(accountId, [email])).get(email);
}
const eventsOf = async (accountId: string, id: string) => customEventsRepository.between(accountId, id, '0', 'Z', 100);

describe('shop connectors', () => {
  it('WooCommerce: a signed customer.created makes a subscriber, order.created an event once; bad signatures and JSON are refused and logged', async () => {
    const { session, account } = await loggedIn();
    const c = await connector(session, 'woocommerce');
    const email = `anna${uniq()}@example.com`;
    const raw = JSON.stringify(wooCustomer(email));
    const headers = (body: string, topic: string, delivery: string) => ({
      'x-wc-webhook-signature': hmac(body, c.secret!),
      'x-wc-webhook-topic': topic,
      'x-wc-webhook-delivery-id': delivery,
    });
    // The ping WooCommerce sends when the webhook is saved.
    const ping = await shop.call('POST', c.inboundPath.replace(/^\/api/, ''), {
      rawBody: 'webhook_id=12',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(ping.status).toBe(200);

    const bad = await post(c.inboundPath, raw, {
      ...headers(raw, 'customer.created', `d${uniq()}`),
      'x-wc-webhook-signature': hmac(raw, 'wrong'),
    });
    expect(bad.status).toBe(401);
    expect(bad.body.code).toBe('CONNECTOR_BAD_SIGNATURE');
    expect(await subscriberId(account.accountId, email)).toBeUndefined();

    const ok = await post(c.inboundPath, raw, headers(raw, 'customer.created', `d${uniq()}`));
    expect(ok.status).toBe(200);
    expect(ok.body.outcome).toBe('accepted');
    const id = (await subscriberId(account.accountId, email))!;
    const sub = await subscribersService.get(account.accountId, id);
    expect(sub.name).toBe('Anna Nowak');
    expect(sub.emailType).toBe('normal');
    expect(sub.gsm).toBeDefined();
    expect(Object.values(sub.props)).toContain('25');

    const order = JSON.stringify(wooOrder(email));
    const delivery = `d${uniq()}`;
    expect((await post(c.inboundPath, order, headers(order, 'order.created', delivery))).body.outcome).toBe('accepted');
    expect((await post(c.inboundPath, order, headers(order, 'order.created', delivery))).body.outcome).toBe('duplicate');
    const events = await eventsOf(account.accountId, id);
    expect(events.map((e) => e.name)).toEqual(['order_placed']);
    expect(events[0]!.properties).toMatchObject({ order_id: '727', total: 129.9, currency: 'PLN', items_count: 2 });

    const malformed = '{"id": 1,';
    const res = await post(c.inboundPath, malformed, headers(malformed, 'order.created', `d${uniq()}`));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'CONNECTOR_BAD_PAYLOAD', params: { field: 'body' } });
    const unknown = await post(c.inboundPath, '{}', headers('{}', 'product.created', `d${uniq()}`));
    expect(unknown.body.outcome).toBe('ignored');

    const log = (await session.call('GET', `/integrations/connectors/${c.id}/attempts`)).body.items as { outcome: string; code?: string }[];
    expect(log.map((a) => a.outcome).sort()).toEqual(['accepted', 'accepted', 'duplicate', 'ignored', 'ignored', 'rejected', 'rejected']);
    expect(
      log
        .filter((a) => a.outcome === 'rejected')
        .map((a) => a.code)
        .sort(),
    ).toEqual(['CONNECTOR_BAD_PAYLOAD', 'CONNECTOR_BAD_SIGNATURE']);

    // Switched off: refused.
    await session.call('PUT', `/integrations/connectors/${c.id}`, { json: { name: 'Off', active: false } });
    const off = await post(c.inboundPath, raw, headers(raw, 'customer.updated', `d${uniq()}`));
    expect(off.body.code).toBe('CONNECTOR_INACTIVE');
  });

  it('switched off: a signed delivery is refused 403 CONNECTOR_INACTIVE, makes no subscriber nor event, and is logged as rejected', async () => {
    const { session, account } = await loggedIn();
    const c = await connector(session, 'woocommerce');
    expect((await session.call('PUT', `/integrations/connectors/${c.id}`, { json: { name: 'Off', active: false } })).status).toBe(200);
    const email = `off${uniq()}@example.com`;
    for (const [topic, body] of [
      ['customer.created', wooCustomer(email)],
      ['order.created', wooOrder(email)],
    ] as const) {
      const raw = JSON.stringify(body);
      const res = await post(c.inboundPath, raw, {
        'x-wc-webhook-signature': hmac(raw, c.secret!),
        'x-wc-webhook-topic': topic,
        'x-wc-webhook-delivery-id': `d${uniq()}`,
      });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('CONNECTOR_INACTIVE');
    }
    expect(await subscriberId(account.accountId, email)).toBeUndefined();
    const log = (await session.call('GET', `/integrations/connectors/${c.id}/attempts`)).body.items as { outcome: string; code?: string }[];
    expect(log.map((a) => [a.outcome, a.code])).toEqual([
      ['rejected', 'CONNECTOR_INACTIVE'],
      ['rejected', 'CONNECTOR_INACTIVE'],
    ]);
  });

  it('Shopify: orders/create and checkouts/update signed with the pasted secret; another account cannot be reached with ours', async () => {
    const { session, account } = await loggedIn();
    const c = await connector(session, 'shopify');
    expect(c.secret).toBeUndefined();
    const secret = `shpss_${uniq()}abcdefabcdef`;
    expect((await session.call('POST', `/integrations/connectors/${c.id}/secret`, { json: { secret } })).status).toBe(200);
    const email = `jan${uniq()}@example.com`;
    const order = JSON.stringify({
      id: 820982911946154500,
      name: '#1001',
      order_number: 1001,
      email,
      created_at: '2026-11-28T12:00:00-05:00',
      currency: 'USD',
      total_price: '59.99',
      financial_status: 'pending',
      buyer_accepts_marketing: false,
      customer: { id: 115310627314723950, email, first_name: 'Jan', last_name: 'Kowalski', orders_count: 3, total_spent: '199.00' },
      line_items: [{ id: 1, title: 'IPod Nano - 8GB', sku: 'IPOD2008PINK', quantity: 1, price: '59.99' }],
    });
    const sign = (raw: string, topic: string) => ({
      'x-shopify-hmac-sha256': hmac(raw, secret),
      'x-shopify-topic': topic,
      'x-shopify-webhook-id': `w${uniq()}`,
      'x-shopify-shop-domain': 'example.myshopify.com',
    });
    expect((await post(c.inboundPath, order, sign(order, 'orders/create'))).body.outcome).toBe('accepted');
    const id = (await subscriberId(account.accountId, email))!;
    // No consent: kept for transactional mail only.
    expect((await subscribersService.get(account.accountId, id)).emailType).toBe('transactional');
    const checkout = JSON.stringify({
      token: 'b1946ac92492d2347c6235b4d2611184',
      cart_token: '68778783ad298f1c80c3bafcddeea02f',
      email,
      abandoned_checkout_url: 'https://example.myshopify.com/recover/abc',
      total_price: '398.00',
      currency: 'USD',
      line_items: [{ title: 'IPod Nano - 8GB', sku: 'IPOD2008PINK', quantity: 2, price: '199.00' }],
    });
    expect((await post(c.inboundPath, checkout, sign(checkout, 'checkouts/update'))).body.outcome).toBe('accepted');
    const names = (await eventsOf(account.accountId, id)).map((e) => e.name).sort();
    expect(names).toEqual(['cart_updated', 'order_placed']);

    // Another account's path with our connector's id and secret: not found, nothing written there.
    const other = await loggedIn();
    const foreign = c.inboundPath.replace(account.accountId, other.account.accountId);
    expect((await post(foreign, order, sign(order, 'orders/create'))).status).toBe(404);
  });

  it('PrestaShop: a Standard Webhooks-signed customer.created; a tampered body is refused', async () => {
    const { session, account } = await loggedIn();
    const c = await connector(session, 'prestashop', { withoutConsent: 'skip' });
    const email = `ewa${uniq()}@example.com`;
    const raw = JSON.stringify({
      type: 'customer.created',
      timestamp: new Date().toISOString(),
      data: { id: 7, email, firstname: 'Ewa', lastname: 'Lis', newsletter: '1' },
    });
    const msgId = `msg_${uniq()}`;
    const now = new Date();
    const signature = new StandardWebhook(c.secret!).sign(msgId, now, raw);
    const headers = { 'webhook-id': msgId, 'webhook-timestamp': String(Math.floor(now.getTime() / 1000)), 'webhook-signature': signature };
    const tampered = raw.replace('Ewa', 'Eve');
    expect((await post(c.inboundPath, tampered, headers)).status).toBe(401);
    expect((await post(c.inboundPath, raw, headers)).body.outcome).toBe('accepted');
    expect(await subscriberId(account.accountId, email)).toBeDefined();
  });
});
