import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedbackBody } from '@shared/schemas/profile';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { queryPages } from '@functions/platform/query';
import { PLATFORM_LISTS } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';

export interface FeedbackRecord extends FeedbackBody {
  id: string;
  accountId: string;
  userId: string;
  email: string;
  at: string;
}

/** Feedback is kept under its account and, on gsi1, in one platform-wide list for the super administrators. */
export const profileRepository = {
  async putFeedback(feedback: FeedbackRecord): Promise<void> {
    const keys = await tenant(feedback.accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.feedback(feedback.id), ...keys.feedbackListEntry(feedback.id), ...feedback },
      }),
    );
  },

  /**
   * A deleted user's feedback stays (it is about the product, and the platform's, not theirs), but
   * no longer says who sent it: the e-mail becomes `label`, the browser goes; the user id stays, as
   * elsewhere. Feedback is written by hand and rare, so the platform-wide list is read whole,
   * which also finds what they sent from accounts they had left. Idempotent.
   */
  async anonymiseFeedback(userId: string, label: string): Promise<void> {
    const pages = queryPages({
      TableName: config.appTable,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :list',
      FilterExpression: 'userId = :user AND email <> :label',
      ProjectionExpression: 'accountId, id',
      ExpressionAttributeValues: { ':list': PLATFORM_LISTS.feedback, ':user': userId, ':label': label },
    });
    for await (const page of pages) {
      for (const { accountId, id } of page as Pick<FeedbackRecord, 'accountId' | 'id'>[]) {
        const keys = await tenant(accountId, 'write');
        // Gone meanwhile (with its account): nothing left to anonymise.
        await writeIfCondition(() =>
          dynamo().send(
            new UpdateCommand({
              TableName: config.appTable,
              Key: keys.feedback(id),
              UpdateExpression: 'SET email = :label REMOVE ua',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':label': label },
            }),
          ),
        );
      }
    }
  },
};
