import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { sesMessageIndexPk } from '@functions/data/keys/sending';
import { tenant } from '@functions/data/tenant';

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
