import { SUBSCRIBER_STATUS } from '@shared/constants';
import { normalizeEmail, normalizeGsm } from '@shared/rules/contacts';
import type { PropertyBody } from '@shared/schemas/properties';
import type { ChangeActor } from '@shared/schemas/subscriber-records';
import type { ConnectorConsentMode } from '@shared/schemas/connectors';
import { customEventsService } from '@functions/custom-events/service';
import { BadRequestError } from '@functions/platform/errors';
import { propertiesService } from '@functions/properties/service';
import { subscribersRepository } from '@functions/subscribers/repository';
import { subscribersService } from '@functions/subscribers/service';
import { eventProperties, type InboundAction, type ShopCustomer } from './inbound-model';

/** The account properties a connector fills (created with the connector when missing). */
export const SHOP_PROPERTIES: readonly PropertyBody[] = [
  {
    type: 'string',
    name: 'shop_customer_id',
    displayName: 'Shop customer ID',
    placeholderName: 'shop_customer_id',
    useName: false,
    maxChar: 64,
  },
  {
    type: 'int',
    name: 'shop_orders_count',
    displayName: 'Shop orders',
    placeholderName: 'shop_orders_count',
    useName: false,
    signed: false,
  },
  {
    type: 'string',
    name: 'shop_total_spent',
    displayName: 'Shop total spent',
    placeholderName: 'shop_total_spent',
    useName: false,
    maxChar: 32,
  },
  {
    type: 'string',
    name: 'shop_last_order_at',
    displayName: 'Shop last order',
    placeholderName: 'shop_last_order_at',
    useName: false,
    maxChar: 32,
  },
] as PropertyBody[];

/** Creates the shop properties the account lacks; a full list of custom properties leaves the rest unmapped (the README says so). */
export async function ensureShopProperties(accountId: string): Promise<void> {
  const names = new Set((await propertiesService.all(accountId)).map((p) => p.name));
  for (const body of SHOP_PROPERTIES) {
    if (names.has(body.name)) continue;
    try {
      await propertiesService.create(accountId, body);
    } catch {
      // The property limit, or a name taken meanwhile: mapping skips what the account does not have.
    }
  }
}

export interface ApplyContext {
  accountId: string;
  connector: { id: string; name: string; platform: string; withoutConsent: ConnectorConsentMode };
  now: Date;
}

const actorOf = (ctx: ApplyContext): ChangeActor => ({ kind: 'api', email: `connector:${ctx.connector.name}`.slice(0, 255) });

/** Values by property id for the shop properties the account has (of `defs`, the account's properties). */
function shopProps(
  defs: readonly { id: string; name: string }[],
  values: Record<string, string | number | undefined>,
): Record<string, string | number> {
  const byName = new Map(defs.map((p) => [p.name, p.id]));
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    const id = byName.get(name);
    if (id && value !== undefined) out[id] = value;
  }
  return out;
}

/**
 * The subscriber a shop customer is: found by e-mail and updated (name and number only where they
 * had none; status never changed), or created. Without consent (when the connector asks for it)
 * a new subscriber is of e-mail type transactional, or none is made (`skip`: undefined).
 */
async function upsertSubscriber(ctx: ApplyContext, customer: ShopCustomer, extra: Record<string, string | number | undefined>) {
  const { accountId } = ctx;
  const email = normalizeEmail(customer.email);
  if (!email) throw new BadRequestError('CONNECTOR_BAD_PAYLOAD', { field: 'email' });
  const [settings, ids, defs] = await Promise.all([
    propertiesService.settings(accountId),
    subscribersRepository.idsByEmails(accountId, [email]),
    propertiesService.all(accountId),
  ]);
  const id = ids.get(email);
  const number = customer.phone ? normalizeGsm(customer.phone, settings.allowOtherGsmPrefixes) : undefined;
  let gsm = number && 'gsm' in number ? number.gsm : undefined;
  // A number another subscriber holds stays theirs: the shop's customer is kept without it.
  if (gsm) {
    const holder = (await subscribersRepository.idsByGsms(accountId, [gsm])).get(gsm);
    if (holder && holder !== id) gsm = undefined;
  }
  const props = shopProps(defs, { shop_customer_id: customer.shopCustomerId, ...extra });
  if (!id) {
    const consented = ctx.connector.withoutConsent === 'ignore' || customer.consent === true;
    if (!consented && ctx.connector.withoutConsent === 'skip') return undefined;
    const created = await subscribersService.create(
      accountId,
      {
        email,
        ...(gsm ? { gsm } : {}),
        ...(customer.name ? { name: customer.name.slice(0, 255) } : {}),
        status: SUBSCRIBER_STATUS.verified,
        emailType: consented ? 'normal' : 'transactional',
        props,
      },
      actorOf(ctx),
      `shop:${ctx.connector.platform}`,
    );
    return created.id;
  }
  const before = await subscribersService.get(accountId, id);
  // Consent given later lifts a subscriber a connector kept as transactional to marketing mail.
  const lift = customer.consent === true && before.emailType === 'transactional' && (before.source ?? '').startsWith('shop:');
  await subscribersService.update(
    accountId,
    id,
    {
      version: before.version,
      ...(!before.name && customer.name ? { name: customer.name.slice(0, 255) } : {}),
      ...(!before.gsm && gsm ? { gsm } : {}),
      ...(lift ? { emailType: 'normal' as const } : {}),
      props,
    },
    actorOf(ctx),
  );
  return id;
}

/** The counters an order moves: the last order's time, and the count and total when the shop tells them. */
function orderCounters(action: Extract<InboundAction, { kind: 'order' }>, at: string) {
  return {
    shop_last_order_at: at,
    shop_orders_count: action.customer.ordersCount,
    shop_total_spent: action.customer.totalSpent,
  };
}

/** Applies a mapped delivery: the subscriber, then its event. Answers the subscriber's id and the events told. */
export async function applyAction(
  ctx: ApplyContext,
  action: Exclude<InboundAction, { kind: 'ignored' }>,
): Promise<{ subscriberId?: string; events: string[] }> {
  if (action.kind === 'customer') {
    const subscriberId = await upsertSubscriber(ctx, action.customer, {
      shop_orders_count: action.customer.ordersCount,
      shop_total_spent: action.customer.totalSpent,
    });
    return { subscriberId, events: [] };
  }
  const at = action.kind === 'order' && action.order.at && !Number.isNaN(Date.parse(action.order.at)) ? new Date(action.order.at) : ctx.now;
  const time = (at > ctx.now ? ctx.now : at).toISOString();
  const extra = action.kind === 'order' && action.event === 'order_placed' ? orderCounters(action, time) : {};
  const subscriberId = await upsertSubscriber(ctx, action.customer, extra);
  if (!subscriberId) return { events: [] };
  const name = action.kind === 'order' ? action.event : 'cart_updated';
  await customEventsService.track(
    { accountId: ctx.accountId },
    { subscriber: { id: subscriberId }, name, properties: eventProperties(action, ctx.connector.platform), time },
  );
  return { subscriberId, events: [name] };
}
