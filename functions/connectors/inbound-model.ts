import { EVENT_PROPERTY_TEXT_MAX } from '@shared/rules/custom-events';

/**
 * What one shop delivery means, whatever the platform (map-*.ts turn each platform's format into
 * it): a customer to keep as a subscriber, with an order or a cart told as a custom event about them.
 */
export interface ShopCustomer {
  email: string;
  name?: string;
  phone?: string;
  shopCustomerId?: string;
  /** The shop's marketing consent: true given, false refused, undefined when the payload does not say. */
  consent?: boolean;
  ordersCount?: number;
  totalSpent?: string;
}

export interface ShopItem {
  name: string;
  sku?: string;
  qty: number;
  price?: string;
}

export type InboundAction =
  | { kind: 'customer'; customer: ShopCustomer }
  | {
      kind: 'order';
      event: 'order_placed' | 'order_paid';
      customer: ShopCustomer;
      order: { id: string; number: string; total: string; currency: string; items: ShopItem[]; at?: string; status?: string };
    }
  | { kind: 'cart'; customer: ShopCustomer; cart: { token: string; url?: string; total: string; currency: string; items: ShopItem[] } }
  | { kind: 'ignored'; reason: 'topic' | 'ping' | 'no_email' };

/** A payload that is not the platform's format: the inbound endpoint's 400 CONNECTOR_BAD_PAYLOAD names `field`. */
export class BadPayload extends Error {
  constructor(readonly field: string) {
    super(`bad payload: ${field}`);
  }
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The JSON object a delivery carries, or BadPayload('body'). */
export function objectOf(raw: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new BadPayload('body');
  }
  if (!isObject(parsed)) throw new BadPayload('body');
  return parsed;
}

/** A field that must be there: text, or a number the shop sends as one (ids, totals). */
export function text(o: Record<string, unknown>, key: string, path = key): string {
  const v = o[key];
  if (typeof v === 'string' && v.trim() !== '') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new BadPayload(path);
}

export function optionalText(o: Record<string, unknown>, key: string, path = key): string | undefined {
  const v = o[key];
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'string') return v.trim() || undefined;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  throw new BadPayload(path);
}

export function optionalObject(o: Record<string, unknown>, key: string, path = key): Record<string, unknown> | undefined {
  const v = o[key];
  if (v === undefined || v === null) return undefined;
  if (!isObject(v)) throw new BadPayload(path);
  return v;
}

export function list(o: Record<string, unknown>, key: string, path = key): Record<string, unknown>[] {
  const v = o[key];
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v) || !v.every(isObject)) throw new BadPayload(path);
  return v;
}

export const fullName = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim() || undefined;

/** A consent flag as shops write it (true, "yes", "1", "subscribed"). */
export function consentOf(v: unknown): boolean | undefined {
  if (v === undefined || v === null || v === '') return undefined;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v === 1;
  if (typeof v === 'string') return ['1', 'yes', 'true', 'subscribed', 'on'].includes(v.trim().toLowerCase());
  return undefined;
}

/**
 * The items as one event property: custom events hold flat values, so they are summarised
 * ("2 × Mug (MUG-1) @ 9.99; …") and cut to the property's length, the count told beside them.
 */
export function itemsSummary(items: readonly ShopItem[]): string {
  const all = items.map((i) => `${i.qty} × ${i.name}${i.sku ? ` (${i.sku})` : ''}${i.price ? ` @ ${i.price}` : ''}`).join('; ');
  return all.length <= EVENT_PROPERTY_TEXT_MAX ? all : `${all.slice(0, EVENT_PROPERTY_TEXT_MAX - 1)}…`;
}

/** The event's properties (flat, within the custom events' limits). */
export function eventProperties(
  action: Exclude<InboundAction, { kind: 'customer' | 'ignored' }>,
  platform: string,
): Record<string, string | number> {
  const cut = (s: string) => s.slice(0, EVENT_PROPERTY_TEXT_MAX);
  const amount = (s: string) => (Number.isFinite(Number(s)) ? Number(s) : 0);
  if (action.kind === 'order') {
    const { order } = action;
    return {
      platform,
      order_id: cut(order.id),
      order_number: cut(order.number),
      total: amount(order.total),
      currency: cut(order.currency),
      items: itemsSummary(order.items),
      items_count: order.items.reduce((n, i) => n + i.qty, 0),
      ...(order.status ? { status: cut(order.status) } : {}),
    };
  }
  const { cart } = action;
  return {
    platform,
    cart_token: cut(cart.token),
    ...(cart.url ? { cart_url: cut(cart.url) } : {}),
    total: amount(cart.total),
    currency: cut(cart.currency),
    items: itemsSummary(cart.items),
    items_count: cart.items.reduce((n, i) => n + i.qty, 0),
  };
}

export function itemOf(
  o: Record<string, unknown>,
  path: string,
  keys: { name: string; qty: string; price: string; sku: string },
): ShopItem {
  const qty = Number(o[keys.qty]);
  if (!Number.isFinite(qty)) throw new BadPayload(`${path}.${keys.qty}`);
  return {
    name: text(o, keys.name, `${path}.${keys.name}`),
    qty,
    ...(optionalText(o, keys.sku, `${path}.${keys.sku}`) ? { sku: optionalText(o, keys.sku)! } : {}),
    ...(optionalText(o, keys.price, `${path}.${keys.price}`) ? { price: optionalText(o, keys.price)! } : {}),
  };
}
