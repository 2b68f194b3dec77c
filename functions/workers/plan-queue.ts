import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { PlanQueueMessage } from '@functions/sending/messages';
import { planMailing } from '@functions/sending/planner';
import { planSms } from '@functions/sms/planner';

const processor = new BatchProcessor(EventType.SQS);

const record = async (r: SQSRecord) => {
  const job = PlanQueueMessage.parse(JSON.parse(r.body));
  return 'smsId' in job ? planSms(job) : planMailing(job);
};

/** Plan queue consumer: a due mailing or SMS sending in, recipient batches out. */
export const handler = (event: SQSEvent, context: Context) => processPartialResponse(event, record, processor, { context });
