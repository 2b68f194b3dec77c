import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { WebhookAttempt, WebhookEventType } from '@shared/schemas/webhooks';
import { tenant } from '@functions/data/tenant';
import { accountItems } from '@functions/platform/account-items';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds } from '@functions/platform/dynamo';

/** How long a delivery attempt stays in the webhook's log. */
export const WEBHOOK_ATTEMPTS_RETENTION_DAYS = 30;

/** A webhook as stored (keys in data/keys/webhooks.ts), with the secret(s) it signs with. */
export interface WebhookRecord {
  id: string;
  url: string;
  description: string;
  active: boolean;
  events: WebhookEventType[];
  secret: string;
  /** The secret before the last rotation: deliveries are signed with both until `previousValidUntil`. */
  previousSecret?: string;
  previousValidUntil?: string;
  createdAt: string;
  createdBy: string;
  updatedAt: string;
  disabledAt?: string;
  disabledReason?: 'failures';
  failingAttempts: number;
  failingSince?: string;
  lastAttemptAt?: string;
  lastStatus?: number;
}

export type WebhookAttemptRecord = WebhookAttempt & { webhookId: string };

export const webhooksRepository = {
  async list(accountId: string): Promise<WebhookRecord[]> {
    return accountItems.list<WebhookRecord>((await tenant(accountId)).webhooks());
  },

  async get(accountId: string, id: string): Promise<WebhookRecord | undefined> {
    return accountItems.get<WebhookRecord>((await tenant(accountId)).webhook(id));
  },

  async create(accountId: string, record: WebhookRecord): Promise<void> {
    await accountItems.create((await tenant(accountId, 'write')).webhook(record.id), record);
  },

  /** Sets and removes attributes of an existing webhook; the webhook as it is after, or undefined when it is gone. */
  async change(
    accountId: string,
    id: string,
    change: { set?: Record<string, unknown>; remove?: readonly string[]; fixed?: readonly string[] },
    condition: { expression: string; values: Record<string, unknown> } = { expression: 'attribute_exists(pk)', values: {} },
  ): Promise<WebhookRecord | undefined> {
    return accountItems.change<WebhookRecord>((await tenant(accountId, 'write')).webhook(id), change, condition);
  },

  /**
   * A failed attempt counted on the webhook's run of failures (the run's start kept); a success
   * ends the run. Answers the webhook after, or undefined when it was removed meanwhile.
   */
  async recordOutcome(
    accountId: string,
    id: string,
    at: string,
    ok: boolean,
    status: number | undefined,
  ): Promise<WebhookRecord | undefined> {
    const set = { lastAttemptAt: at, ...(status !== undefined ? { lastStatus: status } : {}), ...(ok ? { failingAttempts: 0 } : {}) };
    const remove = [...(ok ? ['failingSince'] : []), ...(status === undefined ? ['lastStatus'] : [])];
    if (ok) return this.change(accountId, id, { set, remove });
    return this.change(
      accountId,
      id,
      {
        set,
        remove,
        fixed: ['failingAttempts = if_not_exists(failingAttempts, :zero) + :one', 'failingSince = if_not_exists(failingSince, :at)'],
      },
      { expression: 'attribute_exists(pk)', values: { ':zero': 0, ':one': 1, ':at': at } },
    );
  },

  /** Switches the webhook off for its failures; true for the one call that did (its administrators are told once). */
  async disableForFailures(accountId: string, id: string, at: string): Promise<boolean> {
    const after = await this.change(
      accountId,
      id,
      { set: { active: false, disabledAt: at, disabledReason: 'failures', updatedAt: at } },
      { expression: 'attribute_exists(pk) AND active = :on', values: { ':on': true } },
    );
    return after !== undefined;
  },

  async remove(accountId: string, id: string): Promise<boolean> {
    return accountItems.remove((await tenant(accountId, 'write')).webhook(id));
  },

  async addAttempt(accountId: string, attempt: WebhookAttemptRecord): Promise<void> {
    const keys = await tenant(accountId);
    const ttl = epochSeconds(Date.parse(attempt.at) + WEBHOOK_ATTEMPTS_RETENTION_DAYS * 86_400_000);
    await dynamo().send(
      new PutCommand({ TableName: config.appTable, Item: { ...keys.webhookAttempt(attempt.webhookId, attempt.id), ...attempt, ttl } }),
    );
  },

  /** The webhook's attempts, newest first. */
  async attempts(
    accountId: string,
    webhookId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: WebhookAttemptRecord[]; cursor?: string }> {
    return accountItems.newestFirst<WebhookAttemptRecord>((await tenant(accountId)).webhookAttempts(webhookId), limit, cursor);
  },
};
