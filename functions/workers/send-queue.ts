import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { SendBatch } from '@functions/sending/messages';
import { sendBatch } from '@functions/sending/sender';

const processor = new BatchProcessor(EventType.SQS);

const record = async (r: SQSRecord) => sendBatch(SendBatch.parse(JSON.parse(r.body)));

/** Send queue consumer: each record is a batch of recipients of one mailing; failures are per record. */
export const handler = (event: SQSEvent, context: Context) => processPartialResponse(event, record, processor, { context });
