import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { Job } from './messages';

/** SQS allows at most 15 minutes of delay. */
const MAX_DELAY_SECONDS = 900;

/** Puts a job on the jobs queue (validated first: a malformed job never reaches the worker). */
export async function enqueueJob(job: Job, delaySeconds = 0): Promise<void> {
  const body = JSON.stringify(Job.parse(job));
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: config.jobsQueueUrl,
      MessageBody: body,
      DelaySeconds: Math.min(Math.max(0, Math.floor(delaySeconds)), MAX_DELAY_SECONDS),
    }),
  );
}
