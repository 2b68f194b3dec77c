import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Sms, SmsState, SmsStats } from '@shared/schemas/sms';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { counterAdds, decodeCursor, encodeCursor, writeIfCondition } from '@functions/platform/dynamo';
import { tenant } from '@functions/data/tenant';

/** An SMS sending as stored: who ordered it by id (read as an e-mail), the restriction of a user limited to segments. */
export interface SmsRecord extends Omit<Sms, 'createdBy'> {
  createdById: string;
  scopeSegmentIds?: string[];
  /** Set while the planner counts the audience: no sender may declare the sending finished meanwhile. */
  planning?: boolean;
}

function toRecord(item: Record<string, unknown>): SmsRecord {
  const { pk: _pk, sk: _sk, accountId: _acc, ...rest } = item;
  return rest as unknown as SmsRecord;
}

/**
 * SMS sendings, one item each in the account's base partition (keys in data/keys/campaigns.ts); ids
 * are ULIDs, so the key order is the order they were made.
 */
export const smsRepository = {
  async put(accountId: string, sms: SmsRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.smsRecord(sms.id), accountId, ...sms },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(accountId: string, id: string): Promise<SmsRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.smsRecord(id), ConsistentRead: true }));
    return out.Item ? toRecord(out.Item) : undefined;
  },

  /** These sendings by id, in one batch read (missing ones left out). */
  async getMany(accountId: string, ids: readonly string[]): Promise<Map<string, SmsRecord>> {
    const keys = await tenant(accountId);
    const items = await batchGetItems([...new Set(ids)].map((id) => keys.smsRecord(id)));
    return new Map(items.map(toRecord).map((s) => [s.id, s]));
  },

  /** Newest first. */
  async list(accountId: string, limit: number, cursor?: string): Promise<{ items: SmsRecord[]; cursor?: string }> {
    const sendings = (await tenant(accountId)).smsRecords();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': sendings.pk, ':prefix': sendings.prefix },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, sendings.pk),
      }),
    );
    return { items: (out.Items ?? []).map(toRecord), cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Atomically adds to the counters (and to `processed`). */
  async addStats(accountId: string, id: string, delta: Partial<SmsStats> & { processed?: number }): Promise<void> {
    const adds = counterAdds(delta);
    if (!adds) return;
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new UpdateCommand({ TableName: config.appTable, Key: keys.smsRecord(id), ...adds, ConditionExpression: 'attribute_exists(pk)' }));
  },

  /** The audience is counted: the sending may now finish once that many are processed. */
  async finishPlanning(accountId: string, id: string, recipients: number): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.smsRecord(id),
        UpdateExpression: 'SET #stats.#recipients = :n REMOVE #planning',
        ExpressionAttributeNames: { '#stats': 'stats', '#recipients': 'recipients', '#planning': 'planning' },
        ExpressionAttributeValues: { ':n': recipients },
      }),
    );
  },

  /** sending → `to`, once; true for the caller whose write moved it. Finishing also needs every recipient processed. */
  async end(accountId: string, id: string, to: Exclude<SmsState, 'sending'>, at: string, lastError?: string): Promise<boolean> {
    const whenDone = to === 'sent' ? ' AND attribute_not_exists(#planning) AND #processed >= #stats.#recipients' : '';
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.smsRecord(id),
          UpdateExpression: `SET #state = :to, finishedAt = :at${lastError ? ', lastError = :error' : ''}${to === 'failed' ? ' REMOVE #planning' : ''}`,
          ConditionExpression: `#state = :sending${whenDone}`,
          ExpressionAttributeNames: { '#state': 'state', ...(to === 'sent' ? { '#processed': 'processed', '#stats': 'stats', '#recipients': 'recipients' } : {}), ...(to === 'sent' || to === 'failed' ? { '#planning': 'planning' } : {}) },
          ExpressionAttributeValues: { ':to': to, ':sending': 'sending', ':at': at, ...(lastError ? { ':error': lastError } : {}) },
        }),
      ),
    );
  },
};
