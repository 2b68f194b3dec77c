import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NotificationSettings } from '@shared/schemas/notifications';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { memberKey } from '@functions/users/repository';

/** Notification settings live on the membership: per user and per account, read with it. */
export const notificationsRepository = {
  /** False when the membership is gone. */
  async save(accountId: string, userId: string, settings: NotificationSettings): Promise<boolean> {
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: memberKey(accountId, userId),
          UpdateExpression: 'SET notifications = :n',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':n': settings },
        }),
      ),
    );
  },
};
