import { GetQueueAttributesCommand, GetQueueUrlCommand } from '@aws-sdk/client-sqs';
import type { QueueCounts } from '@shared/schemas/admin';
import { sqs } from '@functions/platform/aws';
import { parseRedrivePolicy, queueCounts, type QueueArn } from './rules';

const COUNT_ATTRIBUTES = [
  'ApproximateNumberOfMessages',
  'ApproximateNumberOfMessagesNotVisible',
  'ApproximateNumberOfMessagesDelayed',
] as const;

export interface QueueReading {
  counts: QueueCounts;
  /** From the queue's RedrivePolicy; undefined when it has none. */
  redrive?: { dlq: QueueArn; maxReceiveCount: number };
}

/** A DLQ's URL never changes while the function lives: looked up once per container. */
const dlqUrls = new Map<string, Promise<string>>();

/** SQS reads for the admin zone's queue page (the API role may only read attributes, and look up the DLQs). */
export const queueStats = {
  async read(queueUrl: string): Promise<QueueReading> {
    const out = await sqs().send(
      new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: [...COUNT_ATTRIBUTES, 'RedrivePolicy'] }),
    );
    const attributes = out.Attributes ?? {};
    return { counts: queueCounts(attributes), redrive: parseRedrivePolicy(attributes.RedrivePolicy) };
  },

  /** The URL of a queue named by its ARN (a DLQ from a redrive policy). */
  urlOf(arn: QueueArn): Promise<string> {
    const cacheKey = `${arn.region}:${arn.accountId}:${arn.name}`;
    let url = dlqUrls.get(cacheKey);
    if (!url) {
      url = sqs()
        .send(new GetQueueUrlCommand({ QueueName: arn.name, QueueOwnerAWSAccountId: arn.accountId }))
        .then((out) => {
          if (!out.QueueUrl) throw new Error(`no URL for queue ${arn.name}`);
          return out.QueueUrl;
        });
      url.catch(() => dlqUrls.delete(cacheKey));
      dlqUrls.set(cacheKey, url);
    }
    return url;
  },
};
