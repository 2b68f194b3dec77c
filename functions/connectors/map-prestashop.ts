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
 * PrestaShop has no webhooks of its own: a shop module (or a webhooks module) posts Goniec's
 * documented JSON, `{ "type": "customer.created" | "order.created" | "cart.updated", "timestamp",
 * "data": {…} }`, signed with Standard Webhooks' headers. `data` uses PrestaShop's own field names
 * (the webservice's): a customer's firstname, lastname, email, newsletter, optin; an order's
 * reference, total_paid, currency (ISO code) and `products` as order rows (product_name,
 * product_reference, product_quantity, unit_price_tax_incl).
 */
export const PRESTASHOP_TYPES = ['customer.created', 'customer.updated', 'order.created', 'order.paid', 'cart.updated'] as const;

function customerOf(c: Record<string, unknown>, path: string): ShopCustomer {
  const id = optionalText(c, 'id', `${path}.id`);
  return {
    email: text(c, 'email', `${path}.email`),
    name: fullName(optionalText(c, 'firstname', `${path}.firstname`), optionalText(c, 'lastname', `${path}.lastname`)),
    phone: optionalText(c, 'phone', `${path}.phone`),
    ...(id ? { shopCustomerId: id } : {}),
    // `newsletter` is the shop's consent to its newsletter; `optin`, to partners' offers, is not asked here.
    consent: consentOf(c.newsletter),
  };
}

const itemsOf = (o: Record<string, unknown>, path: string) =>
  list(o, 'products', `${path}.products`).map((item, i) =>
    itemOf(item, `${path}.products.${i}`, {
      name: 'product_name',
      qty: 'product_quantity',
      price: 'unit_price_tax_incl',
      sku: 'product_reference',
    }),
  );

/** The delivery's type and data, or BadPayload on `type`/`data`. */
export function prestashopEnvelope(body: Record<string, unknown>): { type: string; data: Record<string, unknown> } {
  const type = text(body, 'type');
  const data = optionalObject(body, 'data');
  if (!data) throw new BadPayload('data');
  return { type, data };
}

export function mapPrestaShop(type: string, data: Record<string, unknown>): InboundAction {
  if (type === 'customer.created' || type === 'customer.updated') return { kind: 'customer', customer: customerOf(data, 'data') };
  if (type === 'order.created' || type === 'order.paid') {
    const customer = optionalObject(data, 'customer', 'data.customer');
    if (!customer) throw new BadPayload('data.customer');
    return {
      kind: 'order',
      event: type === 'order.paid' ? 'order_paid' : 'order_placed',
      customer: customerOf(customer, 'data.customer'),
      order: {
        id: text(data, 'id', 'data.id'),
        number: optionalText(data, 'reference', 'data.reference') ?? text(data, 'id', 'data.id'),
        total: text(data, 'total_paid', 'data.total_paid'),
        currency: text(data, 'currency', 'data.currency'),
        items: itemsOf(data, 'data'),
        at: optionalText(data, 'date_add', 'data.date_add'),
      },
    };
  }
  if (type === 'cart.updated') {
    const customer = optionalObject(data, 'customer', 'data.customer');
    if (!customer || !optionalText(customer, 'email')) return { kind: 'ignored', reason: 'no_email' };
    return {
      kind: 'cart',
      customer: customerOf(customer, 'data.customer'),
      cart: {
        token: text(data, 'id', 'data.id'),
        url: optionalText(data, 'url', 'data.url'),
        total: optionalText(data, 'total', 'data.total') ?? '0',
        currency: optionalText(data, 'currency', 'data.currency') ?? '',
        items: itemsOf(data, 'data'),
      },
    };
  }
  return { kind: 'ignored', reason: 'topic' };
}
