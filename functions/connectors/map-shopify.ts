import {
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
 * Shopify's webhooks (an app's subscriptions, or Settings → Notifications → Webhooks in the admin)
 * post the REST resource of their topic. Consent: `email_marketing_consent.state` (`subscribed`),
 * the older `accepts_marketing`, or an order's or checkout's `buyer_accepts_marketing`; since API
 * version 2025-01 customer payloads leave the consent out, and the consent's own topic
 * (customers/email_marketing_consent_update) tells it.
 */
function consentIn(o: Record<string, unknown>): boolean | undefined {
  const marketing = optionalObject(o, 'email_marketing_consent');
  if (marketing && typeof marketing.state === 'string') return marketing.state === 'subscribed';
  return consentOf(o.accepts_marketing);
}

/**
 * Shopify's ids pass 2^53, which JSON.parse rounds: the exact id is read from the GraphQL id
 * (`gid://shopify/Order/820982911946154508`) when the payload has one.
 */
function idOf(o: Record<string, unknown>, path: string): string | undefined {
  const gid = typeof o.admin_graphql_api_id === 'string' ? /\/(\d+)$/.exec(o.admin_graphql_api_id)?.[1] : undefined;
  return gid ?? optionalText(o, 'id', path);
}

function customerOf(c: Record<string, unknown>, path: string): Omit<ShopCustomer, 'email'> {
  const address = optionalObject(c, 'default_address', `${path}.default_address`) ?? {};
  const shopCustomerId = idOf(c, `${path}.id`);
  const ordersCount = Number(c.orders_count);
  return {
    name: fullName(optionalText(c, 'first_name', `${path}.first_name`), optionalText(c, 'last_name', `${path}.last_name`)),
    phone: optionalText(c, 'phone', `${path}.phone`) ?? optionalText(address, 'phone', `${path}.default_address.phone`),
    ...(shopCustomerId ? { shopCustomerId } : {}),
    consent: consentIn(c),
    ...(c.orders_count !== undefined && Number.isFinite(ordersCount) ? { ordersCount } : {}),
    ...(optionalText(c, 'total_spent', `${path}.total_spent`) ? { totalSpent: optionalText(c, 'total_spent') } : {}),
  };
}

/** An order's or checkout's buyer: its customer object, with the address and consent the order itself carries. */
function buyerOf(o: Record<string, unknown>): ShopCustomer | undefined {
  const c = optionalObject(o, 'customer') ?? {};
  const email = optionalText(o, 'email') ?? optionalText(o, 'contact_email') ?? optionalText(c, 'email', 'customer.email');
  if (!email) return undefined;
  const base = customerOf(c, 'customer');
  const consent = consentOf(o.buyer_accepts_marketing) ?? base.consent;
  return { email, ...base, consent };
}

const itemsOf = (o: Record<string, unknown>) =>
  list(o, 'line_items').map((item, i) => itemOf(item, `line_items.${i}`, { name: 'title', qty: 'quantity', price: 'price', sku: 'sku' }));

export function mapShopify(topic: string, body: Record<string, unknown>): InboundAction {
  switch (topic) {
    case 'customers/create':
    case 'customers/update': {
      const email = optionalText(body, 'email');
      return email ? { kind: 'customer', customer: { email, ...customerOf(body, 'customer') } } : { kind: 'ignored', reason: 'no_email' };
    }
    case 'customers/email_marketing_consent_update': {
      const email = optionalText(body, 'email_address');
      if (!email) return { kind: 'ignored', reason: 'no_email' };
      const id = optionalText(body, 'customer_id');
      return { kind: 'customer', customer: { email, consent: consentIn(body), ...(id ? { shopCustomerId: id } : {}) } };
    }
    case 'orders/create':
    case 'orders/paid': {
      const customer = buyerOf(body);
      if (!customer) return { kind: 'ignored', reason: 'no_email' };
      const paid = topic === 'orders/paid';
      return {
        kind: 'order',
        event: paid ? 'order_paid' : 'order_placed',
        customer,
        order: {
          id: idOf(body, 'id') ?? text(body, 'id'),
          number: optionalText(body, 'name') ?? text(body, 'order_number'),
          total: text(body, 'total_price'),
          currency: text(body, 'currency'),
          items: itemsOf(body),
          at: paid ? optionalText(body, 'processed_at') : optionalText(body, 'created_at'),
          ...(optionalText(body, 'financial_status') ? { status: optionalText(body, 'financial_status') } : {}),
        },
      };
    }
    case 'checkouts/create':
    case 'checkouts/update':
    case 'carts/create':
    case 'carts/update': {
      // A cart is anonymous until its checkout has an address: nobody to tell it about yet.
      const customer = buyerOf(body);
      if (!customer) return { kind: 'ignored', reason: 'no_email' };
      return {
        kind: 'cart',
        customer,
        cart: {
          token: optionalText(body, 'cart_token') ?? text(body, 'token'),
          url: optionalText(body, 'abandoned_checkout_url'),
          total: optionalText(body, 'total_price') ?? '0',
          currency: optionalText(body, 'presentment_currency') ?? optionalText(body, 'currency') ?? '',
          items: itemsOf(body),
        },
      };
    }
    default:
      return { kind: 'ignored', reason: 'topic' };
  }
}
