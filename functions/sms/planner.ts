import { SEND_BATCH_SIZE } from '@shared/constants';
import { logger } from '@functions/platform/logger';
import { subscribersRepository } from '@functions/subscribers/repository';
import { audienceScope } from '@functions/segments/restriction';
import { audienceIds } from '@functions/sending/audience';
import type { SmsPlanJob, SmsSendBatch } from '@functions/sending/messages';
import { sendingQueues } from '@functions/sending/queues';
import { completeSmsIfDone, failSms } from './complete';
import { smsRepository } from './repository';

/**
 * Resolves the audience of an SMS sending (the members with a number) and puts recipient batches on
 * the send queue. A retried job plans again; the senders' claims make sure nobody gets a text twice.
 */
export async function planSms(job: SmsPlanJob): Promise<void> {
  const { accountId, smsId } = job;
  const sms = await smsRepository.get(accountId, smsId);
  if (!sms?.planning || sms.state !== 'sending') {
    logger.info('plan job for an SMS sending that is not being planned; dropped', { accountId, smsId });
    return;
  }
  const scope = await audienceScope(accountId, sms.scopeSegmentIds);
  let recipients = 0;
  const pending: string[] = [];
  const flush = async (all: boolean) => {
    const batches: SmsSendBatch[] = [];
    while (pending.length >= SEND_BATCH_SIZE || (all && pending.length > 0)) batches.push({ accountId, smsId, subscriberIds: pending.splice(0, SEND_BATCH_SIZE) });
    await sendingQueues.send(batches);
  };
  for await (const page of audienceIds(accountId, sms.segmentId)) {
    const inScope = scope ? page.filter(scope) : page;
    // Only subscribers with a number are recipients of a text; the sender checks the rest again.
    const withNumber = await subscribersRepository.idsWithNumber(accountId, inScope);
    recipients += withNumber.length;
    pending.push(...withNumber);
    await flush(false);
  }
  await flush(true);
  await smsRepository.finishPlanning(accountId, smsId, recipients);
  if (recipients === 0) {
    await failSms(accountId, smsId, 'SMS_NO_RECIPIENTS');
    return;
  }
  // Senders may have finished every batch before the count was known.
  await completeSmsIfDone(accountId, smsId);
  logger.info('SMS sending planned', { accountId, smsId, recipients });
}
