import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { SQSEvent, SQSRecord, Context } from 'aws-lambda';
import { engagement } from '@functions/sending/engagement';
import { parseSesEvent } from '@functions/sending/messages';

const processor = new BatchProcessor(EventType.SQS);

const record = async (r: SQSRecord) => engagement.sesEvent(parseSesEvent(r.body));

/** Events queue consumer: SES delivery, bounce and complaint events update counters and subscribers. */
export const handler = (event: SQSEvent, context: Context) => processPartialResponse(event, record, processor, { context });
