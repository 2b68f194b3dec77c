import { QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SmsMessageStatus, SmsNotSentReason } from '@shared/schemas/sms';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, transactIfConditions } from '@functions/platform/dynamo';
import { platformKeys } from '@functions/data/keys';
import type { RollupDeltas } from '@functions/engagement/report-tally';
import { rollupUpdate } from '@functions/reports/repository';
import type { SmsCharge } from './report-tally';
import { deleteAllMatching } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';
import { SMS_MESSAGE_PREFIX as PREFIX, smsDeliveryTarget } from '@functions/data/keys/activity';

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
  /** Issue 18: what the sent text was charged (functions/sms/report-tally.ts), and the operator's report of it. */
  charge?: SmsCharge;
  delivery?: SmsMessageStatus;
  deliveryAt?: string;
  /** A failed delivery's count towards the number's quarantine is done. */
  quarantineCounted?: boolean;
  reason?: SmsNotSentReason;
  detail?: string;
  at: string;
}

/** A text whose outcome is known (the claim settled). */
export type SettledSmsMessage = SmsMessageRecord & { state: SmsMessageStatus };

const messageKey = async (accountId: string, subscriberId: string, smsId: string, access: 'read' | 'write' = 'write') =>
  (await tenant(accountId, access)).smsMessage(subscriberId, smsId);

const toRecord = (item: Record<string, unknown>): SmsMessageRecord => {
  const { pk: _pk, sk: _sk, gsi1pk: _gpk, gsi1sk: _gsk, ...rest } = item;
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

  /** The text SNS published with this message id (its delivery report's one handle), with its account. */
  async byMessageId(messageId: string): Promise<(SettledSmsMessage & { accountId: string }) | undefined> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': platformKeys.smsByMessageIdPk(messageId) },
        Limit: 1,
      }),
    );
    const item = out.Items?.[0];
    const target = item && smsDeliveryTarget(String(item.gsi1sk));
    return target ? { ...(toRecord(item) as SettledSmsMessage), accountId: target.accountId } : undefined;
  },

  /**
   * A delivery report's change, once: the line takes the operator's status (its state too, unless a
   * click made it `clicked`), conditional on the line as it was read, in one transaction with the
   * report's roll-ups and progress it moves; false when the line changed meanwhile.
   */
  async recordDelivery(
    accountId: string,
    line: SettledSmsMessage,
    change: { to: SmsMessageStatus; at: string; detail?: string; rollups: RollupDeltas; progress: Record<string, number> },
  ): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const { subscriberId, smsId } = line;
    const shard = keys.sendingShardOf(smsId, subscriberId);
    const sets = [
      'delivery = :to',
      'deliveryAt = :at',
      ...(line.state === 'clicked' ? [] : ['#state = :to']),
      ...(change.detail ? ['detail = :detail'] : []),
    ];
    const refused = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.appTable,
                Key: keys.smsMessage(subscriberId, smsId),
                UpdateExpression: `SET ${sets.join(', ')}`,
                ConditionExpression: line.delivery
                  ? '#state = :state AND delivery = :from'
                  : '#state = :state AND attribute_not_exists(delivery)',
                ExpressionAttributeNames: { '#state': 'state' },
                ExpressionAttributeValues: {
                  ':to': change.to,
                  ':at': change.at,
                  ':state': line.state,
                  ...(line.delivery ? { ':from': line.delivery } : {}),
                  ...(change.detail ? { ':detail': change.detail } : {}),
                },
              },
            },
            ...[...change.rollups].map(([name, delta]) => ({ Update: rollupUpdate(keys.reportRollupInShard(shard, smsId, name), delta) })),
            ...(Object.keys(change.progress).length
              ? [{ Update: rollupUpdate(keys.sendingProgress(smsId, subscriberId), { add: change.progress }) }]
              : []),
          ],
        }),
      ),
    );
    return refused.length === 0;
  },

  /** The failed delivery's quarantine count is done (a redelivered report does not count it again). */
  async markQuarantineCounted(accountId: string, line: Pick<SmsMessageRecord, 'subscriberId' | 'smsId'>): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: keys.smsMessage(line.subscriberId, line.smsId),
        UpdateExpression: 'SET quarantineCounted = :yes',
        ExpressionAttributeValues: { ':yes': true },
      }),
    );
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
