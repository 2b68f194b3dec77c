import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

/**
 * The account's general settings, kept on its item (functions/users/repository.ts writes it): a
 * `timeZone` attribute, absent on accounts that never chose one.
 */
export const accountsRepository = {
  /** The stored zone, or undefined (no such account, or none chosen). */
  async getTimeZone(accountId: string): Promise<string | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new GetCommand({
        TableName: config.appTable,
        Key: keys.account(),
        ProjectionExpression: '#tz',
        ExpressionAttributeNames: { '#tz': 'timeZone' },
      }),
    );
    const zone = out.Item?.timeZone;
    return typeof zone === 'string' ? zone : undefined;
  },

  /** False when the account does not exist. */
  async setTimeZone(accountId: string, timeZone: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.account(),
          UpdateExpression: 'SET #tz = :tz',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#tz': 'timeZone' },
          ExpressionAttributeValues: { ':tz': timeZone },
        }),
      ),
    );
  },
};
