import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { PlanJob } from '@functions/sending/messages';
import { planMailing } from '@functions/sending/planner';

const processor = new BatchProcessor(EventType.SQS);

const record = async (r: SQSRecord) => planMailing(PlanJob.parse(JSON.parse(r.body)));

/** Plan queue consumer: a due mailing in, recipient batches out. */
export const handler = (event: SQSEvent, context: Context) => processPartialResponse(event, record, processor, { context });
