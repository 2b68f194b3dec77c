import { randomInt } from 'node:crypto';
import { ulid } from 'ulid';
import { hasPermission } from '@shared/permissions';
import { retryWaitSeconds, shouldDisable, WEBHOOK_ATTEMPTS } from '@shared/rules/webhook-retries';
import type { WebhookAttempt } from '@shared/schemas/webhooks';
import { config } from '@functions/platform/config';
import { logger } from '@functions/platform/logger';
import { deliver } from '@functions/notifications/deliver';
import { NOTIFICATION_PATHS } from '@functions/notifications/emails';
import { membersRepository } from '@functions/users/members-repository';
import { deliveryBody, type WebhookDelivery } from './events';
import { postWebhook } from './post';
import { webhooksRepository, type WebhookRecord } from './repository';
import { signedHeaders } from './signing';

/** What became of one attempt: `retryInSeconds` when another is due; `dropped` when there was nothing to deliver to. */
export interface AttemptOutcome {
  attempt?: WebhookAttempt;
  retryInSeconds?: number;
  dropped?: 'gone' | 'inactive';
}

/** The secrets a delivery is signed with now: the current one, and the previous one until its grace ends. */
export function signingSecrets(hook: Pick<WebhookRecord, 'secret' | 'previousSecret' | 'previousValidUntil'>, now: Date): string[] {
  const previous = hook.previousSecret && hook.previousValidUntil && Date.parse(hook.previousValidUntil) > now.getTime();
  return previous ? [hook.secret, hook.previousSecret!] : [hook.secret];
}

/** Signs and POSTs a delivery once, and logs the attempt; answers the attempt as logged. */
export async function attemptOnce(
  hook: WebhookRecord,
  delivery: WebhookDelivery,
  attempt: number,
  now = new Date(),
): Promise<WebhookAttempt> {
  const body = deliveryBody(delivery, now);
  const headers = signedHeaders(signingSecrets(hook, now), delivery.deliveryId, now, body);
  const result = await postWebhook(hook.url, body, headers, { localReceivers: config.webhooksLocalReceivers });
  const ok = result.status !== undefined && result.status >= 200 && result.status < 300;
  return {
    id: ulid(now.getTime()),
    deliveryId: delivery.deliveryId,
    at: now.toISOString(),
    attempt,
    outcome: ok ? 'delivered' : result.refused ? 'refused' : 'failed',
    ...(result.status !== undefined ? { status: result.status } : {}),
    latencyMs: result.latencyMs,
    ...(result.error ? { error: result.error } : {}),
    events: delivery.events.length,
    types: [...new Set(delivery.events.map((e) => e.type))],
  };
}

/**
 * One attempt of a queued delivery (the webhooks worker's unit): a webhook removed or switched off
 * meanwhile takes nothing more; otherwise the attempt is logged, counted on the webhook's run of
 * failures, and a failed one is retried after its wait until the ninth. A day of failures switches
 * the webhook off and tells the account's administrators once.
 */
export async function attemptDelivery(delivery: WebhookDelivery, attempt: number, now = new Date()): Promise<AttemptOutcome> {
  const hook = await webhooksRepository.get(delivery.accountId, delivery.webhookId);
  if (!hook) return { dropped: 'gone' };
  if (!hook.active) return { dropped: 'inactive' };
  const tried = await attemptOnce(hook, delivery, attempt, now);
  const ok = tried.outcome === 'delivered';
  const wait = ok || attempt >= WEBHOOK_ATTEMPTS ? undefined : retryWaitSeconds(attempt, randomInt(1000) / 1000, config.webhookRetryScale);
  const logged: WebhookAttempt = wait === undefined ? tried : { ...tried, retryAt: new Date(now.getTime() + wait * 1000).toISOString() };
  await webhooksRepository.addAttempt(delivery.accountId, { ...logged, webhookId: hook.id });
  const after = await webhooksRepository.recordOutcome(delivery.accountId, hook.id, logged.at, ok, logged.status);
  if (
    !ok &&
    after?.active &&
    after.failingSince &&
    shouldDisable({ attempts: after.failingAttempts, since: after.failingSince }, now, config.webhookDisableAfterSeconds)
  ) {
    if (await webhooksRepository.disableForFailures(delivery.accountId, hook.id, now.toISOString()))
      await tellAdmins(delivery.accountId, after, logged);
    return { attempt: logged };
  }
  return { attempt: logged, ...(wait !== undefined ? { retryInSeconds: wait } : {}) };
}

/** Every administrator who may sign in hears that the webhook was switched off (their "integration failures" setting). */
async function tellAdmins(accountId: string, hook: WebhookRecord, last: WebhookAttempt): Promise<void> {
  const members = await membersRepository.listMembers(accountId).catch(() => []);
  const admins = members.filter((m) => !m.banned && !m.locked && hasPermission(m.permissions, 'PERM_ADMIN'));
  logger.warn('webhook switched off after a day of failures', { accountId, webhookId: hook.id, attempts: hook.failingAttempts });
  await Promise.all(
    admins.map((admin) =>
      deliver({
        kind: 'integrationFailures',
        email: 'webhookDisabled',
        accountId,
        userId: admin.userId,
        path: NOTIFICATION_PATHS.webhooks(),
        values: {
          url: hook.url,
          since: (hook.failingSince ?? last.at).slice(0, 16).replace('T', ' '),
          attempts: hook.failingAttempts,
          last: last.status !== undefined ? `HTTP ${last.status}` : (last.error ?? '—'),
        },
      }),
    ),
  );
}
