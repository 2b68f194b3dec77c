import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { CHANNELS } from '@functions/delivery/channels';
import { PlanJob } from '@functions/delivery/messages';
import { planPiece } from '@functions/delivery/planner';
import { observed } from '@functions/platform/middleware/observability';

const processor = new BatchProcessor(EventType.SQS);

const record = (context: Context) => async (r: SQSRecord) => {
  const job = PlanJob.parse(JSON.parse(r.body));
  return planPiece(CHANNELS[job.channel], job, () => context.getRemainingTimeInMillis());
};

/** Plan queue consumer: one piece of a sending's planning in, recipient batches (and the next piece) out. */
export const handler = observed((event: SQSEvent, context: Context) =>
  processPartialResponse(event, record(context), processor, { context }),
);
