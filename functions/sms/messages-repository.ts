import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsMessageStatus, SmsNotSentReason } from '@shared/schemas/sms';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor } from '@functions/platform/dynamo';
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
  /** The subscriber's texts, newest sending first; one still being sent (claimed) is not history yet. */
  async listForSubscriber(
    accountId: string,
    subscriberId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: SettledSmsMessage[]; cursor?: string }> {
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
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': pk, ':prefix': `${PREFIX}${subscriberId}#` },
    });
  },
};
