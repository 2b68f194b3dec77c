import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationSettings } from '@shared/schemas/notifications';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { platformKeys } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';

/**
 * Notification settings live on the membership: per user and per account, read with it. The places
 * (address and browser, hashed) a user has signed in from are in the user's partition
 * (platformKeys.signInOrigins), so a platform user's erasure takes them with the rest; kept apart
 * from the login history, which refused attempts (anyone who knows the e-mail can make those) would
 * otherwise push out of reach.
 */
export const notificationsRepository = {
  /** False when the membership is gone. */
  async save(accountId: string, userId: string, settings: NotificationSettings): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.member(userId),
          UpdateExpression: 'SET notifications = :n',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':n': settings },
        }),
      ),
    );
  },

  /** The origins recorded for the user, or undefined when none were (before the first sign-in that recorded one). */
  async knownOrigins(userId: string): Promise<ReadonlySet<string> | undefined> {
    const out = await dynamo().send(
      new GetCommand({ TableName: config.appTable, Key: platformKeys.signInOrigins(userId), ConsistentRead: true }),
    );
    return out.Item ? new Set(out.Item.origins as Set<string>) : undefined;
  },

  async addOrigin(userId: string, origin: string): Promise<void> {
    await dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: platformKeys.signInOrigins(userId),
        UpdateExpression: 'ADD origins :o',
        ExpressionAttributeValues: { ':o': new Set([origin]) },
      }),
    );
  },
};
