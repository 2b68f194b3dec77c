import { DeleteCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsMessageStatus, SmsNotSentReason } from '@shared/schemas/sms';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, isConditionFailure, nowIso, writeIfCondition } from '@functions/platform/dynamo';
import { deleteAllMatching } from '@functions/platform/query';

/**
 * One item per (subscriber, SMS sending): the claim that makes sending idempotent (a recipient is
 * claimed before the text leaves, so a retried batch never sends it twice) and, once settled, the
 * line of the subscriber's SMS contact history. Keyed by subscriber first, so one subscriber's
 * texts are one range, newest sending last.
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

const pk = (accountId: string) => `ACC#${accountId}`;
const PREFIX = 'SMSTO#';
const messageKey = (accountId: string, subscriberId: string, smsId: string) => ({ pk: pk(accountId), sk: `${PREFIX}${subscriberId}#${smsId}` });

const toRecord = (item: Record<string, unknown>): SmsMessageRecord => {
  const { pk: _pk, sk: _sk, ...rest } = item;
  return rest as unknown as SmsMessageRecord;
};

export const smsMessagesRepository = {
  /** True only for the caller whose put created the claim (see sendsRepository.claim: at most once). */
  async claim(accountId: string, smsId: string, subscriberId: string, gsm: string): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: config.appTable,
          Item: { ...messageKey(accountId, subscriberId, smsId), subscriberId, smsId, gsm, state: 'claimed', at: nowIso() },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
  },

  /** A claim left by a worker that died mid-send: settled `unknown` without sending (see sendsRepository.settleStale). */
  async settleStale(accountId: string, smsId: string, subscriberId: string, before: string): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: messageKey(accountId, subscriberId, smsId),
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
    await dynamo()
      .send(
        new DeleteCommand({
          TableName: config.appTable,
          Key: messageKey(accountId, subscriberId, smsId),
          ConditionExpression: '#state = :claimed',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':claimed': 'claimed' },
        }),
      )
      .catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
  },

  /** What became of the claimed text: sent (with the provider's id) or not, and why. */
  async settle(accountId: string, smsId: string, subscriberId: string, status: SmsMessageStatus, outcome: { messageId?: string; reason?: SmsNotSentReason; detail?: string } = {}): Promise<void> {
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
        Key: messageKey(accountId, subscriberId, smsId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: { '#state': 'state', '#at': 'at' },
        ExpressionAttributeValues: values,
      }),
    );
  },

  /** The subscriber's texts, newest sending first; one still being sent (claimed) is not history yet. */
  async listForSubscriber(accountId: string, subscriberId: string, limit: number, cursor?: string): Promise<{ items: SettledSmsMessage[]; cursor?: string }> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: '#state <> :claimed',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': `${PREFIX}${subscriberId}#`, ':claimed': 'claimed' },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, pk(accountId)),
      }),
    );
    return { items: (out.Items ?? []).map(toRecord) as SettledSmsMessage[], cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Erases a subscriber's texts (GDPR forgetting): they hold the number and what was said. */
  async removeAll(accountId: string, subscriberId: string): Promise<void> {
    await deleteAllMatching({
      TableName: config.appTable, KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk(accountId), ':prefix': `${PREFIX}${subscriberId}#` },
    });
  },
};
