import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MergeData } from '@shared/schemas/transactional';
import type { EmailEvent } from '@shared/rules/transactional';
import { tenant } from '@functions/data/tenant';
import type { TenantKeys } from '@functions/data/keys';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { epochSeconds, transactRetryingConflicts, writeIfCondition } from '@functions/platform/dynamo';

/** A transactional message as accepted (keys/transactional.ts `TXMSG#`), and what the events path added. */
export interface TransactionalRecord {
  id: string;
  channel: 'email' | 'sms';
  /** The month's sending it is sent and counted in (keys/transactional.ts transactionalSendingId). */
  sendingId: string;
  createdAt: string;
  email?: string;
  gsm?: string;
  /** The subscriber it is about: named by the caller or found by the address or number. */
  subscriberId?: string;
  templateId?: string;
  data?: MergeData;
  sender?: string;
  text?: string;
  /** E-mail handed over by the SMTP relay (functions/smtp/): its own content instead of a template's. */
  inline?: InlineEmail;
  source?: 'smtp';
  smtpUserId?: string;
  /** The SMTP user's interface label, so reports and logs can tell the sending application. */
  interface?: string | null;
  /** E-mail: the first time of each delivery event (`deliveredAt`, `openedAt`…). */
  events?: Partial<Record<EmailEvent, string>>;
}

/** A message's own content (the SMTP relay's), checked against the account's sending domains when accepted. */
export interface InlineEmail {
  subject: string;
  html: string;
  text?: string;
  fromEmail: string;
  fromName: string;
  replyTo?: string;
  /** The language of the account's system texts in it (footer, unsubscribe page). */
  language: 'pl' | 'en';
}

/** What an `Idempotency-Key` keeps: the body's digest and the first answer (the message's id). */
export interface IdempotencyEntry {
  bodyDigest: string;
  messageId: string;
  expiresAt: string;
}

/** The month of a transactional sending's id (`TXS-2026-11` → `2026-11`). */
export const monthOf = (sendingId: string) => sendingId.slice(4);

const eventAttribute = (event: EmailEvent) => `${event}At`;

function recordOf(item: Record<string, unknown>): TransactionalRecord {
  const { pk: _pk, sk: _sk, gsi1pk: _gpk, gsi1sk: _gsk, ...rest } = item;
  const events = Object.fromEntries(
    (['delivered', 'opened', 'clicked', 'bounced', 'complained'] as const).flatMap((e) =>
      typeof rest[eventAttribute(e)] === 'string' ? [[e, rest[eventAttribute(e)] as string]] : [],
    ),
  );
  return { ...(rest as unknown as TransactionalRecord), events };
}

/**
 * The conditional write that takes an `Idempotency-Key`, for a transaction with what it answers:
 * `expiresAt` lets a key past its 24 hours be taken again before the TTL removes it.
 */
export function idempotencyPut(keys: TenantKeys, idempotency: { key: string; entry: IdempotencyEntry }) {
  return {
    Put: {
      TableName: config.appTable,
      Item: { ...keys.idempotencyKey(idempotency.key), ...idempotency.entry, ttl: epochSeconds(Date.parse(idempotency.entry.expiresAt)) },
      ConditionExpression: 'attribute_not_exists(pk) OR expiresAt < :now',
      ExpressionAttributeValues: { ':now': new Date().toISOString() },
    },
  };
}

export const transactionalRepository = {
  /**
   * The message's record, and its `Idempotency-Key` with it when given: both in one conditional
   * transaction, so of two requests with one key at the same moment exactly one is accepted (the
   * other finds the key). `expiresAt` lets a key past its 24 hours be taken again before the TTL
   * removes it. False when the key is held (unexpired): nothing was written.
   */
  async create(accountId: string, record: TransactionalRecord, idempotency?: { key: string; entry: IdempotencyEntry }): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const { events: _events, ...stored } = record;
    // A text stands on its month's index: the transactional SMS report lists them.
    const listed = record.channel === 'sms' ? keys.transactionalSmsEntry(monthOf(record.sendingId), record.id) : {};
    const put = { Put: { TableName: config.appTable, Item: { ...keys.transactionalMessage(record.id), ...listed, ...stored } } };
    if (!idempotency) {
      await dynamo().send(new PutCommand(put.Put));
      return true;
    }
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [idempotencyPut(keys, idempotency), put],
        }),
      ),
    );
    return failed.length === 0;
  },

  /** The key's entry while it holds (strongly consistent: the caller just lost the race for it). */
  async idempotency(accountId: string, key: string): Promise<IdempotencyEntry | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.idempotencyKey(key), ConsistentRead: true }));
    const item = out.Item as (IdempotencyEntry & Record<string, unknown>) | undefined;
    if (!item || item.expiresAt < new Date().toISOString()) return undefined;
    return { bodyDigest: item.bodyDigest, messageId: item.messageId, expiresAt: item.expiresAt };
  },

  /** The records of these messages (a send batch's recipients), strongly consistent: the send follows their creation at once. */
  async getMany(accountId: string, ids: readonly string[]): Promise<TransactionalRecord[]> {
    const keys = await tenant(accountId);
    const items = await batchGetItems(
      [...new Set(ids)].map((id) => keys.transactionalMessage(id)),
      undefined,
      { consistent: true },
    );
    return items.map(recordOf);
  },

  /** A message with its claim (e-mail: `TXSEND#`; SMS: its `SMSTO#` line), read together. */
  async withClaim(accountId: string, id: string): Promise<{ record: TransactionalRecord; claim?: Record<string, unknown> } | undefined> {
    const keys = await tenant(accountId);
    const recordKey = keys.transactionalMessage(id);
    const record = (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: recordKey }))).Item;
    if (!record) return undefined;
    const claimKey =
      record.channel === 'email' ? keys.transactionalClaim(id) : keys.smsMessage(id, String((record as { sendingId: string }).sendingId));
    const claim = (await dynamo().send(new GetCommand({ TableName: config.appTable, Key: claimKey }))).Item;
    return { record: recordOf(record), ...(claim ? { claim } : {}) };
  },

  /**
   * A page of a month's transactional texts, newest first, with their lines (status, charge). The
   * cursor is the last id read: the index partition is the caller's account's, whatever it says.
   */
  async smsPage(
    accountId: string,
    month: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: { record: TransactionalRecord; line?: Record<string, unknown> }[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const gsi1pk = keys.transactionalSmsPk(month);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        ScanIndexForward: false,
        Limit: limit,
        ...(cursor ? { ExclusiveStartKey: { ...keys.transactionalMessage(cursor), gsi1pk, gsi1sk: cursor } } : {}),
      }),
    );
    const records = (out.Items ?? []).map(recordOf);
    const lines = await batchGetItems(records.map((r) => keys.smsMessage(r.id, r.sendingId)));
    const byId = new Map(lines.map((l) => [String(l.subscriberId), l]));
    const last = records.at(-1);
    return {
      items: records.map((record) => ({ record, ...(byId.has(record.id) ? { line: byId.get(record.id) } : {}) })),
      ...(out.LastEvaluatedKey && last ? { cursor: last.id } : {}),
    };
  },

  /** An e-mail event's first time on the message; true when it is the first (a redelivered event finds it set). */
  async recordEvent(accountId: string, id: string, event: EmailEvent, at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.transactionalMessage(id),
          UpdateExpression: 'SET #a = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#a)',
          ExpressionAttributeNames: { '#a': eventAttribute(event) },
          ExpressionAttributeValues: { ':at': at },
        }),
      ),
    );
  },
};
