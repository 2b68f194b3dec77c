import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { tenant } from '@functions/data/tenant';

/**
 * One item per (mailing, recipient): the e-mail channel's claim (delivery/email-channel.ts writes
 * it), read back here by tests and tools. Claims spread over the mailing's shards of the sending
 * family (keys/sending.ts), by recipient.
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
}

const sendKey = async (accountId: string, mailingId: string, subscriberId: string, access: 'read' | 'write' = 'write') =>
  (await tenant(accountId, access)).sendClaim(mailingId, subscriberId);

export const sendsRepository = {
  async get(accountId: string, mailingId: string, subscriberId: string): Promise<SendRecord | undefined> {
    const out = await dynamo().send(
      new GetCommand({ TableName: config.appTable, Key: await sendKey(accountId, mailingId, subscriberId, 'read') }),
    );
    return out.Item as SendRecord | undefined;
  },
};
