import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import type { EngagementSummary } from '@shared/schemas/subscriber';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';

/**
 * A subscriber's engagement summary (Subscriber.engagement), the one attribute the scoring
 * recalculation writes on the subscriber's item (keys/subscribers.ts). It is not a person's edit:
 * `version` and the change history stay as they are, so an edit made meanwhile is neither refused
 * nor lost, and the status index (which projects every attribute) carries it to the lists.
 */
export const engagementRepository = {
  /**
   * Sets the summary; false when nothing was written: the subscriber is gone or forgotten (a
   * forgotten one keeps only its id, status and dates), or it already holds a summary from a later
   * recalculation (`at`), which a slower, older run must not overwrite.
   */
  async setEngagement(accountId: string, subscriberId: string, summary: EngagementSummary): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.subscriber(subscriberId),
          UpdateExpression: 'SET engagement = :summary',
          ConditionExpression:
            'attribute_exists(pk) AND #status <> :forgotten AND (attribute_not_exists(engagement) OR engagement.#at <= :at)',
          ExpressionAttributeNames: { '#status': 'status', '#at': 'at' },
          ExpressionAttributeValues: { ':summary': summary, ':forgotten': SUBSCRIBER_STATUS.forgotten, ':at': summary.at },
        }),
      ),
    );
  },
};
