import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqs } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import type { TrackingEvent } from './events';

/**
 * An open, click or unsubscribe seen by the tracking endpoints goes on the events queue (one SQS
 * send) and is counted there in batches with SES's events, through the same markers: the request is
 * answered without waiting for DynamoDB, and a repeated open or a reloaded link counts once.
 */
export async function enqueueTracking(event: Omit<TrackingEvent, 'source'>): Promise<void> {
  const message: TrackingEvent = { source: 'goniec.tracking', ...event };
  await sqs().send(new SendMessageCommand({ QueueUrl: config.eventsQueueUrl, MessageBody: JSON.stringify(message) }));
}
