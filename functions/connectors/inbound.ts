import { ulid } from 'ulid';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { ConnectorAttempt, ConnectorAttemptOutcome } from '@shared/schemas/connectors';
import {
  AppError,
  BadRequestError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
} from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { applyAction } from './apply';
import { BadPayload, objectOf, type InboundAction } from './inbound-model';
import { mapPrestaShop, prestashopEnvelope } from './map-prestashop';
import { mapShopify } from './map-shopify';
import { isWooPing, mapWooCommerce } from './map-woocommerce';
import { connectorsRepository, type ConnectorRecord } from './repository';
import { deliveryHeaders, signatureValid } from './signing';

/** Shops' payloads are a few kilobytes; a large order with hundreds of lines stays far below this. */
export const INBOUND_MAX_BYTES = 512 * 1024;

/** What the mapper made of the delivery: its topic and action (PrestaShop's topic is in its body). */
function mapped(connector: ConnectorRecord, topic: string | undefined, raw: string): { topic: string; action: InboundAction } {
  const body = objectOf(raw);
  if (connector.platform === 'prestashop') {
    const { type, data } = prestashopEnvelope(body);
    return { topic: type, action: mapPrestaShop(type, data) };
  }
  if (!topic) throw new BadPayload('topic');
  return { topic, action: connector.platform === 'woocommerce' ? mapWooCommerce(topic, body) : mapShopify(topic, body) };
}

/** A switched-off kind of event (orders or carts not tracked) is ignored like a topic not mapped. */
function switchedOff(connector: ConnectorRecord, action: InboundAction): boolean {
  return (action.kind === 'order' && !connector.trackOrders) || (action.kind === 'cart' && !connector.trackCarts);
}

/**
 * One shop delivery to a connector's endpoint (`POST /api/hooks/{account}/{id}`): signature over
 * the raw bytes, then the payload mapped and applied; every attempt on a known connector is logged.
 * A delivery id already applied is answered `duplicate` and changes nothing. A failure while
 * applying releases the delivery id, so the shop's retry applies it (the subscriber upsert is
 * idempotent; the event is written last, once).
 */
export async function receiveInbound(
  accountId: string,
  id: string,
  event: APIGatewayProxyEventV2,
): Promise<{ outcome: ConnectorAttemptOutcome }> {
  const connector = await connectorsRepository.get(accountId, id);
  if (!connector) throw new NotFoundError('CONNECTOR_NOT_FOUND');
  const headers = event.headers ?? {};
  const bytes = event.body ? Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8') : Buffer.alloc(0);
  const { topic: headerTopic, deliveryId } = deliveryHeaders(connector.platform, headers);
  const at = new Date();
  const log = async (entry: Omit<ConnectorAttempt, 'id' | 'at'>) => {
    const attempt = {
      id: ulid(at.getTime()),
      at: at.toISOString(),
      ...entry,
      ...(deliveryId ? { deliveryId: deliveryId.slice(0, 200) } : {}),
    };
    await connectorsRepository.addAttempt(accountId, { ...attempt, connectorId: id });
    await connectorsRepository.change(accountId, id, { lastDeliveryAt: attempt.at, lastOutcome: entry.outcome }).catch(() => undefined);
  };
  const topicShown = (headerTopic ?? 'unknown').slice(0, 100);
  const refuse = async (error: AppError, field?: string): Promise<never> => {
    await log({ topic: topicShown, outcome: 'rejected', code: error.code, ...(field ? { field } : {}) });
    throw error;
  };

  if (bytes.length > INBOUND_MAX_BYTES) return refuse(new PayloadTooLargeError(INBOUND_MAX_BYTES));
  const raw = bytes.toString('utf8');
  // Saving a webhook in WooCommerce pings it unsigned; answered 200 so WooCommerce keeps it active.
  if (connector.platform === 'woocommerce' && !headers['x-wc-webhook-signature'] && isWooPing(raw)) {
    await log({ topic: 'ping', outcome: 'ignored' });
    return { outcome: 'ignored' };
  }
  if (!signatureValid(connector.platform, connector.secret, bytes, headers))
    return refuse(new UnauthorizedError('CONNECTOR_BAD_SIGNATURE'));
  if (!connector.active) return refuse(new ForbiddenError('CONNECTOR_INACTIVE'));

  let topic: string;
  let action: InboundAction;
  try {
    ({ topic, action } = mapped(connector, headerTopic, raw));
    topic = topic.slice(0, 100);
  } catch (error) {
    if (!(error instanceof BadPayload)) throw error;
    return refuse(new BadRequestError('CONNECTOR_BAD_PAYLOAD', { field: error.field }), error.field);
  }
  if (action.kind === 'ignored' || switchedOff(connector, action)) {
    await log({
      topic,
      outcome: 'ignored',
      code: action.kind === 'ignored' && action.reason === 'no_email' ? 'CONNECTOR_BAD_PAYLOAD' : 'CONNECTOR_UNSUPPORTED_TOPIC',
      ...(action.kind === 'ignored' && action.reason === 'no_email' ? { field: 'email' } : {}),
    });
    return { outcome: 'ignored' };
  }

  const claimed = deliveryId ? await connectorsRepository.claimDelivery(accountId, id, deliveryId.slice(0, 200), at.toISOString()) : true;
  if (!claimed) {
    await log({ topic, outcome: 'duplicate' });
    return { outcome: 'duplicate' };
  }
  try {
    const applied = await applyAction(
      {
        accountId,
        connector: { id, name: connector.name, platform: connector.platform, withoutConsent: connector.withoutConsent },
        now: at,
      },
      action,
    );
    await log({
      topic,
      outcome: applied.subscriberId ? 'accepted' : 'ignored',
      ...(applied.subscriberId ? { subscriberId: applied.subscriberId } : { code: 'CONNECTOR_UNSUPPORTED_TOPIC' }),
      ...(applied.events.length ? { events: applied.events } : {}),
    });
    return { outcome: applied.subscriberId ? 'accepted' : 'ignored' };
  } catch (error) {
    // Someone forgotten under GDPR is not taken in again: answered as done, so the shop stops retrying.
    if (error instanceof AppError && error.code === 'SUBSCRIBER_FORGOTTEN') {
      await log({ topic, outcome: 'ignored', code: error.code });
      return { outcome: 'ignored' };
    }
    if (deliveryId) await connectorsRepository.releaseDelivery(accountId, id, deliveryId.slice(0, 200));
    logger.warn('connector delivery not applied', {
      connectorId: id,
      topic,
      error: error instanceof Error ? error.message : String(error),
    });
    if (error instanceof AppError) return refuse(error);
    throw error;
  }
}
