import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { logger } from '@functions/platform/logger';
import { observed } from '@functions/platform/middleware/observability';
import { interpret } from '@functions/engagement/events';
import { ingestBatch, type BatchItem } from '@functions/engagement/ingest';
import { ingestTransactional, isTransactionalMessageId } from '@functions/transactional/events';
import { tellEmailEvents } from '@functions/webhooks/tell';

/**
 * Events queue consumer: SES events (through SNS) and the app's own tracking events, a whole batch at
 * a time (functions/engagement/ingest.ts). Failures are reported per message: a message that cannot
 * be read, and every message of a sending whose counting failed, or of an account whose webhook
 * events could not be queued; the rest of the batch is done.
 */
export const handler = observed(async (event: SQSEvent): Promise<SQSBatchResponse> => {
  const failed: string[] = [];
  const items: BatchItem[] = [];
  for (const record of event.Records) {
    try {
      const meaning = interpret(record.body);
      if (meaning.kind === 'count') items.push({ id: record.messageId, event: meaning });
      else if (meaning.reason === 'untagged')
        logger.info('SES event without our tags dropped', { messageId: meaning.messageId, type: meaning.eventType });
    } catch (error) {
      logger.error('events queue message not understood', { messageId: record.messageId, error: error as Error });
      failed.push(record.messageId);
    }
  }
  // Transactional e-mails' events (issue 19) move their message's status; a mailing's go to its counts.
  const transactional = items.filter((i) => isTransactionalMessageId(i.event.target.mailingId));
  const mailings = items.filter((i) => !isTransactionalMessageId(i.event.target.mailingId));
  failed.push(...(await ingestBatch(mailings)).flatMap((f) => f.ids), ...(await ingestTransactional(transactional)));
  // Counted events go to the account's webhooks (issue 20); a failed telling redelivers them, which
  // counts nothing twice and tells them again under the same event ids.
  const notCounted = new Set(failed);
  const counted = items.filter((i) => !notCounted.has(i.id));
  const untold = await tellEmailEvents(counted);
  failed.push(...counted.filter((i) => untold.has(i.event.target.accountId)).map((i) => i.id));
  return { batchItemFailures: failed.map((itemIdentifier) => ({ itemIdentifier })) };
});
