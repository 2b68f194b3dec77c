import { ulid } from 'ulid';
import {
  CONNECTORS_MAX,
  type Connector,
  type ConnectorAttempt,
  type ConnectorBody,
  type ConnectorUpdateBody,
} from '@shared/schemas/connectors';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { refuseIfRestricted } from '@functions/segments/restriction';
import { ensureShopProperties } from './apply';
import { connectorsRepository, type ConnectorRecord } from './repository';
import { newConnectorSecret } from './signing';

export const inboundPathOf = (accountId: string, id: string) => `/api/hooks/${accountId}/${id}`;

function toDto(accountId: string, c: ConnectorRecord): Connector {
  const { secret, createdBy: _c, ...shown } = c;
  return { ...shown, inboundPath: inboundPathOf(accountId, c.id), hasSecret: secret !== '' };
}

async function found(accountId: string, id: string): Promise<ConnectorRecord> {
  const connector = await connectorsRepository.get(accountId, id);
  if (!connector) throw new NotFoundError('CONNECTOR_NOT_FOUND');
  return connector;
}

/** Management of an account's connectors (/advanced/external, PERM_PINTEGRACJE); the inbound endpoint is inbound.ts. */
export const connectorsService = {
  async list(accountId: string): Promise<{ items: Connector[]; max: number }> {
    const all = await connectorsRepository.list(accountId);
    return { items: all.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map((c) => toDto(accountId, c)), max: CONNECTORS_MAX };
  },

  get: async (accountId: string, id: string): Promise<Connector> => toDto(accountId, await found(accountId, id)),

  /**
   * A new connector. WooCommerce and PrestaShop get a generated secret (answered here, pasted into
   * the shop); a Shopify connector waits for the shop's signing secret (connectors.rotateSecret with
   * `secret`). The shop properties it fills are created when the account lacks them.
   */
  async create(principal: Principal, body: ConnectorBody): Promise<Connector & { secret?: string }> {
    refuseIfRestricted(principal);
    const { accountId } = principal;
    if ((await connectorsRepository.list(accountId)).length >= CONNECTORS_MAX)
      throw new ConflictError('CONNECTOR_LIMIT_REACHED', { max: CONNECTORS_MAX });
    const at = nowIso();
    const record: ConnectorRecord = {
      id: ulid(),
      ...body,
      secret: body.platform === 'shopify' ? '' : newConnectorSecret(body.platform),
      createdAt: at,
      createdBy: principal.userId,
      updatedAt: at,
    };
    await connectorsRepository.create(accountId, record);
    await ensureShopProperties(accountId);
    return { ...toDto(accountId, record), ...(record.secret ? { secret: record.secret } : {}) };
  },

  async update(principal: Principal, id: string, body: ConnectorUpdateBody): Promise<Connector> {
    refuseIfRestricted(principal);
    const after = await connectorsRepository.change(principal.accountId, id, { ...body, updatedAt: nowIso() });
    if (!after) throw new NotFoundError('CONNECTOR_NOT_FOUND');
    return toDto(principal.accountId, after);
  },

  /** As with webhooks, a member restricted to segments may remove one (it stops data coming in; it reveals nothing). */
  async remove(principal: Principal, id: string): Promise<{ ok: true }> {
    if (!(await connectorsRepository.remove(principal.accountId, id))) throw new NotFoundError('CONNECTOR_NOT_FOUND');
    return { ok: true };
  },

  async secret(principal: Principal, id: string): Promise<{ secret: string }> {
    refuseIfRestricted(principal);
    return { secret: (await found(principal.accountId, id)).secret };
  },

  /**
   * A new generated secret, or the one given (Shopify's, pasted from the shop). The old one stops
   * at once: the shop's setting is changed in the same sitting, and a delivery refused meanwhile is
   * retried by the shop.
   */
  async rotateSecret(principal: Principal, id: string, body: { secret?: string }): Promise<{ secret: string }> {
    refuseIfRestricted(principal);
    const connector = await found(principal.accountId, id);
    if (connector.platform === 'shopify' && !body.secret) throw ValidationError.field('secret', 'CONNECTOR_INVALID_DATA');
    if (connector.platform === 'prestashop' && body.secret && !/^whsec_[A-Za-z0-9+/=]{20,}$/.test(body.secret))
      throw ValidationError.field('secret', 'CONNECTOR_INVALID_DATA');
    const secret = body.secret ?? newConnectorSecret(connector.platform);
    const after = await connectorsRepository.change(principal.accountId, id, { secret, updatedAt: nowIso() });
    if (!after) throw new NotFoundError('CONNECTOR_NOT_FOUND');
    return { secret };
  },

  async attempts(
    accountId: string,
    id: string,
    query: { limit: number; cursor?: string },
  ): Promise<{ items: ConnectorAttempt[]; cursor?: string }> {
    await found(accountId, id);
    const page = await connectorsRepository.attempts(accountId, id, query.limit, query.cursor);
    return { items: page.items.map(({ connectorId: _c, ...attempt }) => attempt), ...(page.cursor ? { cursor: page.cursor } : {}) };
  },
};
