import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { Job } from '@functions/jobs/messages';
import { runJob } from '@functions/jobs/runners';
import { observed } from '@functions/platform/middleware/observability';
import { QUEUES } from '@functions/platform/resources';

const processor = new BatchProcessor(EventType.SQS);
const maxAttempts = QUEUES.find((q) => q.id === 'jobs')!.maxReceiveCount;

/**
 * Jobs queue consumer: one long job a message (imports, exports, segment calculations and
 * estimates), each run through the tracked-job model (functions/jobs/tracked.ts). The job gets the
 * time left in this run so it can checkpoint and enqueue its continuation before the 15-minute limit.
 */
export const handler = observed((event: SQSEvent, context: Context) =>
  processPartialResponse(
    event,
    (record: SQSRecord) =>
      runJob(Job.parse(JSON.parse(record.body)), {
        remainingMs: () => context.getRemainingTimeInMillis(),
        attempt: Number(record.attributes.ApproximateReceiveCount) || 1,
        maxAttempts,
      }),
    processor,
    { context },
  ),
);
