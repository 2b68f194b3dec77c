import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsMessageStatus, SmsNotSentReason } from '@shared/schemas/sms';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, nowIso, writeIfCondition } from '@functions/platform/dynamo';
import { deleteAllMatching } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';
import { SMS_MESSAGE_PREFIX as PREFIX } from '@functions/data/keys/activity';

/**
 * One item per (subscriber, SMS sending): the claim that makes sending idempotent (a recipient is
 * claimed before the text leaves, so a retried batch never sends it twice) and, once settled, the
 * line of the subscriber's SMS contact history. Keyed by subscriber first, so one subscriber's
 * texts are one range, newest sending last; in the subscriber's shard (keys/activity.ts).
 */
export interface SmsMessageRecord {
  subscriberId: string;
  smsId: string;
  gsm: string;
  state: 'claimed' | SmsMessageStatus;
  messageId?: string;
  reason?: SmsNotSentReason;
  detail?: string;
  at: string;
}

/** A text whose outcome is known (the claim settled). */
export type SettledSmsMessage = SmsMessageRecord & { state: SmsMessageStatus };

const messageKey = async (accountId: string, subscriberId: string, smsId: string, access: 'read' | 'write' = 'write') =>
  (await tenant(accountId, access)).smsMessage(subscriberId, smsId);

const toRecord = (item: Record<string, unknown>): SmsMessageRecord => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as SmsMessageRecord;
};

export const smsMessagesRepository = {
  /** True only for the caller whose put created the claim (see sendsRepository.claim: at most once). */
  async claim(accountId: string, smsId: string, subscriberId: string, gsm: string): Promise<boolean> {
    const key = await messageKey(accountId, subscriberId, smsId);
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: config.appTable,
          Item: { ...key, subscriberId, smsId, gsm, state: 'claimed', at: nowIso() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
  },

  /** A claim left by a worker that died mid-send: settled `unknown` without sending (see sendsRepository.settleStale). */
  async settleStale(accountId: string, smsId: string, subscriberId: string, before: string): Promise<boolean> {
    const key = await messageKey(accountId, subscriberId, smsId);
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: key,
          UpdateExpression: 'SET #state = :unknown',
          ConditionExpression: '#state = :claimed AND #at < :before',
          ExpressionAttributeNames: { '#state': 'state', '#at': 'at' },
          ExpressionAttributeValues: { ':unknown': 'unknown', ':claimed': 'claimed', ':before': before },
        }),
      ),
    );
  },

  /** The provider refused before accepting the text: the claim is dropped so a retry may send. */
  async release(accountId: string, smsId: string, subscriberId: string): Promise<void> {
    const key = await messageKey(accountId, subscriberId, smsId);
    // Settled meanwhile (a claim no longer held): nothing to drop.
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

  /** What became of the claimed text: sent (with the provider's id) or not, and why. */
  async settle(accountId: string, smsId: string, subscriberId: string, status: SmsMessageStatus, outcome: { messageId?: string; reason?: SmsNotSentReason; detail?: string } = {}): Promise<void> {
    const key = await messageKey(accountId, subscriberId, smsId);
    const sets = ['#state = :status', '#at = :at'];
    const values: Record<string, unknown> = { ':status': status, ':at': nowIso() };
    const optional = { messageId: outcome.messageId, reason: outcome.reason, detail: outcome.detail?.slice(0, 500) };
    for (const [name, value] of Object.entries(optional)) {
      if (!value) continue;
      sets.push(`${name} = :${name}`);
      values[`:${name}`] = value;
    }
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: key,
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: { '#state': 'state', '#at': 'at' },
        ExpressionAttributeValues: values,
      }),
    );
  },

  /** The subscriber's texts, newest sending first; one still being sent (claimed) is not history yet. */
  async listForSubscriber(accountId: string, subscriberId: string, limit: number, cursor?: string): Promise<{ items: SettledSmsMessage[]; cursor?: string }> {
    const { pk } = await messageKey(accountId, subscriberId, '', 'read');
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: '#state <> :claimed',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pk': pk, ':prefix': `${PREFIX}${subscriberId}#`, ':claimed': 'claimed' },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, pk),
      }),
    );
    return { items: (out.Items ?? []).map(toRecord) as SettledSmsMessage[], cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Erases a subscriber's texts (GDPR forgetting): they hold the number and what was said. */
  async removeAll(accountId: string, subscriberId: string): Promise<void> {
    const { pk } = await messageKey(accountId, subscriberId, '');
    await deleteAllMatching({
      TableName: config.appTable, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': `${PREFIX}${subscriberId}#` },
    });
  },
};
