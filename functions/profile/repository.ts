import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { FeedbackBody } from '@shared/schemas/profile';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';

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
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { pk: `ACC#${feedback.accountId}`, sk: `FEEDBACK#${feedback.id}`, gsi1pk: 'FEEDBACK', gsi1sk: feedback.id, ...feedback },
      }),
    );
  },
};
