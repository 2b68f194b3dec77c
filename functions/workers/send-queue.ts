import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { channelFor } from '@functions/delivery/channels';
import { deliverBatch } from '@functions/delivery/engine';
import { SendBatch } from '@functions/delivery/messages';
import { observed } from '@functions/platform/middleware/observability';
import { QUEUES } from '@functions/platform/resources';

const processor = new BatchProcessor(EventType.SQS);
const maxReceives = QUEUES.find((q) => q.id === 'send')!.maxReceiveCount;

const record = async (r: SQSRecord) => {
  const batch = SendBatch.parse(JSON.parse(r.body));
  return deliverBatch(channelFor(batch), batch, { receiveCount: Number(r.attributes.ApproximateReceiveCount) || 1, maxReceives });
};

/** Send queue consumer: each record is a batch of recipients of one sending, through its channel; failures are per record. */
export const handler = observed((event: SQSEvent, context: Context) => processPartialResponse(event, record, processor, { context }));
