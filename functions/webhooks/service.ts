import { ulid } from 'ulid';
import { webhookUrlOf } from '@shared/rules/webhook-url';
import { WEBHOOK_TEST_EVENT, WEBHOOKS_MAX, type Webhook, type WebhookAttempt, type WebhookBody } from '@shared/schemas/webhooks';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { refuseIfRestricted } from '@functions/segments/restriction';
import { attemptOnce, signingSecrets } from './deliveries';
import { deliveryId, eventId, type WebhookDelivery } from './events';
import { webhooksRepository, type WebhookRecord } from './repository';
import { newWebhookSecret } from './signing';

/** How long deliveries are signed with a rotated-out secret too, so receivers can switch without losing any. */
export const WEBHOOK_SECRET_GRACE_HOURS = 24;

function toDto(hook: WebhookRecord): Webhook {
  const { secret: _s, previousSecret: _p, previousValidUntil: _v, createdBy: _c, ...shown } = hook;
  return { ...shown, failingAttempts: hook.failingAttempts ?? 0 };
}

/** The URL as it will be called, or the catalogue's bad-URL error on the field. */
function checkedUrl(text: string): string {
  const url = webhookUrlOf(text, { localReceivers: config.webhooksLocalReceivers });
  if (!url) throw ValidationError.field('url', 'WEBHOOK_BAD_URL');
  return url.toString();
}

async function found(accountId: string, id: string): Promise<WebhookRecord> {
  const hook = await webhooksRepository.get(accountId, id);
  if (!hook) throw new NotFoundError('WEBHOOK_NOT_FOUND');
  return hook;
}

export const webhooksService = {
  async list(accountId: string): Promise<{ items: Webhook[]; max: number }> {
    const hooks = await webhooksRepository.list(accountId);
    return { items: hooks.sort((a, b) => a.createdAt.localeCompare(b.createdAt)).map(toDto), max: WEBHOOKS_MAX };
  },

  get: async (accountId: string, id: string): Promise<Webhook> => toDto(await found(accountId, id)),

  /** A new webhook with its own signing secret, answered once here and on demand after (webhooks.secret). */
  async create(principal: Principal, body: WebhookBody): Promise<Webhook & { secret: string }> {
    refuseIfRestricted(principal);
    const url = checkedUrl(body.url);
    const existing = await webhooksRepository.list(principal.accountId);
    if (existing.length >= WEBHOOKS_MAX) throw new ConflictError('WEBHOOK_LIMIT_REACHED', { max: WEBHOOKS_MAX });
    const at = nowIso();
    const hook: WebhookRecord = {
      id: ulid(),
      url,
      description: body.description,
      active: body.active,
      events: body.events,
      secret: newWebhookSecret(),
      createdAt: at,
      createdBy: principal.userId,
      updatedAt: at,
      failingAttempts: 0,
    };
    await webhooksRepository.create(principal.accountId, hook);
    return { ...toDto(hook), secret: hook.secret };
  },

  /**
   * Saves the URL, events, description and switch. Switching a webhook on (again) starts its run
   * of failures afresh and clears why it was switched off; deliveries already dropped stay dropped.
   */
  async update(principal: Principal, id: string, body: WebhookBody): Promise<Webhook> {
    refuseIfRestricted(principal);
    const { accountId } = principal;
    const url = checkedUrl(body.url);
    const before = await found(accountId, id);
    const switchedOn = body.active && !before.active;
    const after = await webhooksRepository.change(accountId, id, {
      set: {
        url,
        description: body.description,
        active: body.active,
        events: body.events,
        updatedAt: nowIso(),
        ...(switchedOn ? { failingAttempts: 0 } : {}),
      },
      remove: switchedOn ? ['disabledAt', 'disabledReason', 'failingSince'] : [],
    });
    if (!after) throw new NotFoundError('WEBHOOK_NOT_FOUND');
    return toDto(after);
  },

  async remove(accountId: string, id: string): Promise<{ ok: true }> {
    if (!(await webhooksRepository.remove(accountId, id))) throw new NotFoundError('WEBHOOK_NOT_FOUND');
    return { ok: true };
  },

  async secret(principal: Principal, id: string): Promise<{ secret: string; previousValidUntil?: string }> {
    refuseIfRestricted(principal);
    const hook = await found(principal.accountId, id);
    // The previous secret is named while deliveries are still signed with it too.
    const inGrace = signingSecrets(hook, new Date()).length > 1;
    return { secret: hook.secret, ...(inGrace ? { previousValidUntil: hook.previousValidUntil } : {}) };
  },

  /** A new secret; the old one keeps signing (beside it) for WEBHOOK_SECRET_GRACE_HOURS. */
  async rotateSecret(principal: Principal, id: string): Promise<{ secret: string; previousValidUntil: string }> {
    refuseIfRestricted(principal);
    const { accountId } = principal;
    const hook = await found(accountId, id);
    const secret = newWebhookSecret();
    const previousValidUntil = new Date(Date.now() + WEBHOOK_SECRET_GRACE_HOURS * 3_600_000).toISOString();
    const after = await webhooksRepository.change(
      accountId,
      id,
      { set: { secret, previousSecret: hook.secret, previousValidUntil, updatedAt: nowIso() } },
      // Two rotations at once: the second finds the secret changed and is refused rather than dropping the first's.
      { expression: 'attribute_exists(pk) AND secret = :was', values: { ':was': hook.secret } },
    );
    if (!after) throw new ConflictError('WEBHOOK_INVALID_DATA');
    return { secret, previousValidUntil };
  },

  /**
   * "Send test event": one `webhook.test` event delivered at once, signed as any delivery, and
   * logged; it does not count on the run of failures (a test of a broken receiver switches nothing off).
   */
  async test(principal: Principal, id: string): Promise<WebhookAttempt> {
    refuseIfRestricted(principal);
    const hook = await found(principal.accountId, id);
    const at = new Date();
    const event = {
      id: eventId('test', hook.id, at.toISOString()),
      type: WEBHOOK_TEST_EVENT,
      timestamp: at.toISOString(),
      data: { webhookId: hook.id, sentBy: principal.email },
    } as const;
    const delivery: WebhookDelivery = {
      accountId: principal.accountId,
      webhookId: hook.id,
      deliveryId: deliveryId(hook.id, [event]),
      events: [event],
    };
    const attempt = await attemptOnce(hook, delivery, 1, at);
    await webhooksRepository.addAttempt(principal.accountId, { ...attempt, webhookId: hook.id });
    return attempt;
  },

  async attempts(
    accountId: string,
    id: string,
    query: { limit: number; cursor?: string },
  ): Promise<{ items: WebhookAttempt[]; cursor?: string }> {
    await found(accountId, id);
    const page = await webhooksRepository.attempts(accountId, id, query.limit, query.cursor);
    return { items: page.items.map(({ webhookId: _w, ...attempt }) => attempt), ...(page.cursor ? { cursor: page.cursor } : {}) };
  },
};
