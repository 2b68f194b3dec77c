import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

/**
 * Monthly usage per account (spec section 9: the plan limits e-mails a month). `month` is "yyyy-mm"
 * in the account's time zone (shared/rules/time-zone.ts monthIn): the callers name it, as it was
 * when the e-mails went; a zone chosen later leaves counted months where they are.
 */
const usageKey = (accountId: string, month: string) => ({ pk: `ACC#${accountId}`, sk: `USAGE#${month}` });

export const usageRepository = {
  async addEmailsSent(accountId: string, count: number, month: string): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: usageKey(accountId, month),
        UpdateExpression: 'ADD emailsSent :n',
        ExpressionAttributeValues: { ':n': count },
      }),
    );
  },

  async emailsSent(accountId: string, month: string): Promise<number> {
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: usageKey(accountId, month) }));
    return (out.Item?.emailsSent as number | undefined) ?? 0;
  },
};
