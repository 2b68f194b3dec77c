import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { isConditionFailure } from '@functions/platform/dynamo';
import { accountKey } from '@functions/users/repository';

/**
 * The account's general settings, kept on its item (functions/users/repository.ts writes it): a
 * `timeZone` attribute, absent on accounts that never chose one.
 */
export const accountsRepository = {
  /** The stored zone, or undefined (no such account, or none chosen). */
  async getTimeZone(accountId: string): Promise<string | undefined> {
    const out = await dynamo().send(
      new GetCommand({ TableName: config.appTable, Key: accountKey(accountId), ProjectionExpression: '#tz', ExpressionAttributeNames: { '#tz': 'timeZone' } }),
    );
    const zone = out.Item?.timeZone;
    return typeof zone === 'string' ? zone : undefined;
  },

  /** False when the account does not exist. */
  async setTimeZone(accountId: string, timeZone: string): Promise<boolean> {
    try {
      await dynamo().send(
        new UpdateCommand({
          TableName: config.appTable, Key: accountKey(accountId),
          UpdateExpression: 'SET #tz = :tz', ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: { '#tz': 'timeZone' }, ExpressionAttributeValues: { ':tz': timeZone },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },
};
