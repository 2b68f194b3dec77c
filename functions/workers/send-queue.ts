import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { SendQueueMessage } from '@functions/sending/messages';
import { sendBatch } from '@functions/sending/sender';
import { sendSmsBatch } from '@functions/sms/sender';

const processor = new BatchProcessor(EventType.SQS);

const record = async (r: SQSRecord) => {
  const batch = SendQueueMessage.parse(JSON.parse(r.body));
  return 'smsId' in batch ? sendSmsBatch(batch) : sendBatch(batch);
};

/** Send queue consumer: each record is a batch of recipients of one mailing or SMS sending; failures are per record. */
export const handler = (event: SQSEvent, context: Context) => processPartialResponse(event, record, processor, { context });
