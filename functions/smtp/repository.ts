import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { smtpUserCounter } from '@shared/rules/smtp';
import { writeWithClaims } from '@functions/data/claims';
import { platformKeys } from '@functions/data/keys/platform';
import { tenant } from '@functions/data/tenant';
import { accountItems } from '@functions/platform/account-items';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { transactRetryingConflicts } from '@functions/platform/dynamo';
import type { TransactionalRecord } from '@functions/transactional/repository';

/** An SMTP user as stored (keys/smtp.ts), with its code's hash only. */
export interface SmtpUserRecord {
  id: string;
  username: string;
  codeHash: string;
  language: 'pl' | 'en';
  interface: string | null;
  active: boolean;
  createdAt: string;
  createdBy: string;
  lastUsedAt?: string;
}

export const smtpRepository = {
  async list(accountId: string): Promise<SmtpUserRecord[]> {
    return accountItems.list<SmtpUserRecord>((await tenant(accountId)).smtpUsers());
  },

  async get(accountId: string, id: string): Promise<SmtpUserRecord | undefined> {
    return accountItems.get<SmtpUserRecord>((await tenant(accountId)).smtpUser(id));
  },

  /** The user and its username's claim across accounts in one transaction; 'username' when the name is someone's. */
  async create(accountId: string, user: SmtpUserRecord): Promise<'username' | undefined> {
    const keys = await tenant(accountId, 'write');
    return writeWithClaims<'username'>({
      claims: [{ key: platformKeys.smtpUsername(user.username), owner: { accountId, userId: user.id }, refusal: 'username' }],
      writes: [{ item: { Put: { TableName: config.appTable, Item: { ...keys.smtpUser(user.id), ...user } } } }],
    });
  },

  /** Sets attributes of an existing user; the user after, or undefined when it is gone. */
  async change(accountId: string, id: string, set: Record<string, unknown>): Promise<SmtpUserRecord | undefined> {
    return accountItems.change<SmtpUserRecord>((await tenant(accountId, 'write')).smtpUser(id), { set });
  },

  /** The user and its username's claim, together; false when it was gone. */
  async remove(accountId: string, user: SmtpUserRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: config.appTable, Key: keys.smtpUser(user.id) } },
            { Delete: { TableName: config.appTable, Key: platformKeys.smtpUsername(user.username) } },
          ],
        }),
      ),
    );
  },

  /** The relay's look-up: the username's claim names the account and the user. */
  async byUsername(username: string): Promise<{ accountId: string; user: SmtpUserRecord } | undefined> {
    const claim = await dynamo().send(
      new GetCommand({ TableName: config.appTable, Key: platformKeys.smtpUsername(username), ConsistentRead: true }),
    );
    const accountId = claim.Item?.accountId as string | undefined;
    const userId = claim.Item?.userId as string | undefined;
    if (!accountId || !userId) return undefined;
    const user = await this.get(accountId, userId);
    return user && user.username === username ? { accountId, user } : undefined;
  },

  /** The month's counter summed over its shards (keys/smtp.ts): the account's total and each user's. */
  async counter(accountId: string, month: string): Promise<Record<string, number>> {
    const keys = await tenant(accountId);
    const sums: Record<string, number> = {};
    for (const item of await batchGetItems(keys.smtpCounterShards(month)))
      for (const [name, value] of Object.entries(item)) if (typeof value === 'number') sums[name] = (sums[name] ?? 0) + value;
    return sums;
  },

  /** Which of these transactional messages exist already (a client's retry of a message it was not answered for). */
  async existing(accountId: string, ids: readonly string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const keys = await tenant(accountId);
    const found = await batchGetItems(
      ids.map((id) => keys.transactionalMessage(id)),
      ['id'],
      { consistent: true },
    );
    return new Set(found.map((i) => String(i.id)));
  },

  /**
   * A message's new records, the month's counter (the account's and the user's, by an atomic ADD in
   * one shard at random) and the user's last use in one transaction: every recipient is accepted, or
   * none is. A record already there (the same Message-ID and recipient) fails its condition: nothing
   * is written and the caller reads what exists.
   */
  async accept(
    accountId: string,
    records: readonly TransactionalRecord[],
    counter: { month: string; userId: string; at: string },
  ): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const shards = keys.smtpCounterShards(counter.month);
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            ...records.map((record) => {
              const { events: _events, ...stored } = record;
              return {
                Put: {
                  TableName: config.appTable,
                  Item: { ...keys.transactionalMessage(record.id), ...stored },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              };
            }),
            {
              Update: {
                TableName: config.appTable,
                Key: shards[Math.floor(Math.random() * shards.length)],
                UpdateExpression: 'ADD #total :n, #user :n',
                ExpressionAttributeNames: { '#total': 'total', '#user': smtpUserCounter(counter.userId) },
                ExpressionAttributeValues: { ':n': records.length },
              },
            },
            {
              Update: {
                TableName: config.appTable,
                Key: keys.smtpUser(counter.userId),
                UpdateExpression: 'SET lastUsedAt = :at',
                ExpressionAttributeValues: { ':at': counter.at },
              },
            },
          ],
        }),
      ),
    );
    return failed.length === 0;
  },
};
