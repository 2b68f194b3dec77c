import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { nowIso, writeIfCondition } from '@functions/platform/dynamo';
import { sesMessageIndexPk } from '@functions/data/keys/sending';
import { tenant } from '@functions/data/tenant';
import { QUEUES } from '@functions/platform/resources';

/**
 * The moment before which no living send can still hold a claim: twice the send worker's time limit
 * (functions/platform/resources.ts), and less than the queue's visibility timeout, so the redelivered batch of a
 * worker that died finds its claims stale.
 */
export function staleClaimsBefore(now = Date.now()): string {
  const limit = QUEUES.find((q) => q.id === 'send')!.functionTimeoutSeconds * 1000;
  return new Date(now - 2 * limit).toISOString();
}

/**
 * One item per (mailing, recipient): the claim that makes sending idempotent. A recipient is
 * claimed before SES is called; a retried batch finds the claim and does not send again. Claims
 * spread over the mailing's shards of the sending family (keys/sending.ts), by recipient.
 */
export interface SendRecord {
  accountId: string;
  mailingId: string;
  subscriberId: string;
  state: 'claimed' | 'sent' | 'failed';
  messageId?: string;
  error?: string;
  claimedAt: string;
  sentAt?: string;
  deliveredAt?: string;
  openedAt?: string;
  clickedAt?: string;
  bouncedAt?: string;
  complainedAt?: string;
  unsubscribedAt?: string;
}
export type EngagementField = 'deliveredAt' | 'openedAt' | 'clickedAt' | 'bouncedAt' | 'complainedAt' | 'unsubscribedAt';

const sendKey = async (accountId: string, mailingId: string, subscriberId: string, access: 'read' | 'write' = 'write') =>
  (await tenant(accountId, access)).sendClaim(mailingId, subscriberId);

export const sendsRepository = {
  /**
   * True only for the caller whose put created the claim: it alone may send. Any existing item —
   * settled, or still claimed by a worker that is sending or died mid-send — means no: at most once.
   */
  async claim(accountId: string, mailingId: string, subscriberId: string): Promise<boolean> {
    const key = await sendKey(accountId, mailingId, subscriberId);
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: config.appTable,
          Item: { ...key, accountId, mailingId, subscriberId, state: 'claimed', claimedAt: nowIso() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
  },

  /**
   * A claim left by a worker that died mid-send: whether it sent is unknown, so it is settled
   * failed without sending (at most once) and counted, or the mailing would never finish. True
   * for the one caller whose update settled it.
   */
  async settleStale(accountId: string, mailingId: string, subscriberId: string, before: string): Promise<boolean> {
    const key = await sendKey(accountId, mailingId, subscriberId);
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: key,
          UpdateExpression: 'SET #state = :failed, #error = :why',
          ConditionExpression: '#state = :claimed AND claimedAt < :before',
          ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
          ExpressionAttributeValues: { ':failed': 'failed', ':why': 'interrupted', ':claimed': 'claimed', ':before': before },
        }),
      ),
    );
  },

  /** SES refused before accepting the message: the claim is dropped so a retry may send. */
  async release(accountId: string, mailingId: string, subscriberId: string): Promise<void> {
    const key = await sendKey(accountId, mailingId, subscriberId);
    await writeIfCondition(() =>
      dynamo().send(
        new DeleteCommand({
          TableName: config.appTable,
          Key: key,
          ConditionExpression: '#state = :claimed',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':claimed': 'claimed' },
        }),
      ),
    );
  },

  async markSent(accountId: string, mailingId: string, subscriberId: string, messageId: string): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: await sendKey(accountId, mailingId, subscriberId),
        UpdateExpression: 'SET #state = :sent, messageId = :mid, sentAt = :at, gsi1pk = :g1, gsi1sk = :g2',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':sent': 'sent', ':mid': messageId, ':at': nowIso(), ':g1': sesMessageIndexPk(messageId), ':g2': 'SEND' },
      }),
    );
  },

  async markFailed(accountId: string, mailingId: string, subscriberId: string, error: string): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: await sendKey(accountId, mailingId, subscriberId),
        UpdateExpression: 'SET #state = :failed, #error = :error',
        ExpressionAttributeNames: { '#state': 'state', '#error': 'error' },
        ExpressionAttributeValues: { ':failed': 'failed', ':error': error.slice(0, 500) },
      }),
    );
  },

  async findByMessageId(messageId: string): Promise<SendRecord | undefined> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': sesMessageIndexPk(messageId) },
      }),
    );
    return out.Items?.[0] as SendRecord | undefined;
  },

  async get(accountId: string, mailingId: string, subscriberId: string): Promise<SendRecord | undefined> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: await sendKey(accountId, mailingId, subscriberId, 'read') }));
    return out.Item as SendRecord | undefined;
  },

  /** Stamps an engagement the first time it happens; true only for that first time. */
  async markFirst(accountId: string, mailingId: string, subscriberId: string, field: EngagementField, at: string): Promise<boolean> {
    const key = await sendKey(accountId, mailingId, subscriberId);
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: key,
          UpdateExpression: 'SET #f = :at',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#f)',
          ExpressionAttributeNames: { '#f': field },
          ExpressionAttributeValues: { ':at': at },
        }),
      ),
    );
  },
};
