import {
  BadPayload,
  consentOf,
  fullName,
  itemOf,
  list,
  optionalObject,
  optionalText,
  text,
  type InboundAction,
  type ShopCustomer,
} from './inbound-model';

/**
 * WooCommerce's webhooks (WooCommerce → Settings → Advanced → Webhooks) post the REST API v3
 * object of their resource: a customer or an order. Core WooCommerce keeps no marketing consent;
 * a plugin's consent is read from the customer's or order's meta `marketing_consent` (or the
 * `_`-prefixed, MailPoet-style `accepts_marketing`) when present.
 */
const CONSENT_META = new Set(['marketing_consent', '_marketing_consent', 'accepts_marketing', '_accepts_marketing']);

function metaConsent(o: Record<string, unknown>): boolean | undefined {
  for (const meta of list(o, 'meta_data')) {
    if (typeof meta.key === 'string' && CONSENT_META.has(meta.key)) return consentOf(meta.value);
  }
  return undefined;
}

function customerOf(o: Record<string, unknown>, email: string | undefined, idKey: string): ShopCustomer | undefined {
  const billing = optionalObject(o, 'billing') ?? {};
  const address = email ?? optionalText(billing, 'email', 'billing.email');
  if (!address) return undefined;
  const shopCustomerId = optionalText(o, idKey);
  return {
    email: address,
    name:
      fullName(optionalText(o, 'first_name'), optionalText(o, 'last_name')) ??
      fullName(optionalText(billing, 'first_name', 'billing.first_name'), optionalText(billing, 'last_name', 'billing.last_name')),
    phone: optionalText(billing, 'phone', 'billing.phone'),
    // Guest orders carry customer_id 0: no shop account to name.
    ...(shopCustomerId && shopCustomerId !== '0' ? { shopCustomerId } : {}),
    consent: metaConsent(o),
    ...(typeof o.orders_count === 'number' ? { ordersCount: o.orders_count } : {}),
    ...(optionalText(o, 'total_spent') ? { totalSpent: optionalText(o, 'total_spent') } : {}),
  };
}

const PAID_STATUSES = new Set(['processing', 'completed']);

export function mapWooCommerce(topic: string, body: Record<string, unknown>): InboundAction {
  if (topic === 'customer.created' || topic === 'customer.updated') {
    const customer = customerOf(body, optionalText(body, 'email'), 'id');
    return customer ? { kind: 'customer', customer } : { kind: 'ignored', reason: 'no_email' };
  }
  if (topic === 'order.created' || topic === 'order.updated') {
    const status = optionalText(body, 'status');
    // An update tells the payment once the order reaches a paid status; other updates change nothing here.
    const paid = topic === 'order.updated' && status !== undefined && PAID_STATUSES.has(status) && body.date_paid_gmt !== null;
    if (topic === 'order.updated' && !paid) return { kind: 'ignored', reason: 'topic' };
    const customer = customerOf(body, undefined, 'customer_id');
    if (!customer) return { kind: 'ignored', reason: 'no_email' };
    const items = list(body, 'line_items').map((item, i) =>
      itemOf(item, `line_items.${i}`, { name: 'name', qty: 'quantity', price: 'price', sku: 'sku' }),
    );
    return {
      kind: 'order',
      event: paid ? 'order_paid' : 'order_placed',
      customer,
      order: {
        id: text(body, 'id'),
        number: optionalText(body, 'number') ?? text(body, 'id'),
        total: text(body, 'total'),
        currency: text(body, 'currency'),
        items,
        at: optionalText(body, paid ? 'date_paid_gmt' : 'date_created_gmt'),
        ...(status ? { status } : {}),
      },
    };
  }
  return { kind: 'ignored', reason: 'topic' };
}

/** WooCommerce's "ping" when a webhook is saved: a form body `webhook_id=N`, unsigned. */
export const isWooPing = (raw: string): boolean => /^webhook_id=\d+$/.test(raw.trim());

export { BadPayload };
