import { SEND_BATCH_SIZE } from '@shared/constants';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { mailingsRepository } from '@functions/mailings/repository';
import { AppError } from '@functions/platform/errors';
import { audienceScope } from '@functions/segments/restriction';
import { checkSendingFits } from './allowance';
import { audienceIds } from './audience';
import { completeIfDone, failSending } from './complete';
import type { PlanJob, SendBatch } from './messages';
import { sendingQueues } from './queues';

/** Resolves the audience of a due mailing and puts recipient batches on the send queue. */
export async function planMailing(job: PlanJob): Promise<void> {
  const { accountId, mailingId } = job;
  if (!(await mailingsRepository.beginPlanning(accountId, mailingId, nowIso()))) {
    logger.info('plan job for a mailing that is not planned; dropped', { accountId, mailingId });
    return;
  }
  let recipients = 0;
  const pending: string[] = [];
  const flush = async (all: boolean) => {
    const batches: SendBatch[] = [];
    while (pending.length >= SEND_BATCH_SIZE || (all && pending.length > 0)) {
      batches.push({ accountId, mailingId, subscriberIds: pending.splice(0, SEND_BATCH_SIZE) });
    }
    await sendingQueues.send(batches);
  };
  const mailing = await mailingsRepository.head(accountId, mailingId);
  // Nothing goes unless every recipient fits in what the plan leaves (spec section 9).
  try {
    await checkSendingFits(accountId, { segmentId: mailing?.segmentId, scopeSegmentIds: mailing?.scopeSegmentIds });
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'FEATURE_LIMIT_REACHED') throw error;
    await mailingsRepository.finishPlanning(accountId, mailingId, 0);
    await failSending(accountId, mailingId, error.code, error.params);
    return;
  }
  const scope = await audienceScope(accountId, mailing?.scopeSegmentIds);
  for await (const page of audienceIds(accountId, mailing?.segmentId)) {
    const ids = scope ? page.filter(scope) : page;
    recipients += ids.length;
    pending.push(...ids);
    await flush(false);
  }
  await flush(true);
  await mailingsRepository.finishPlanning(accountId, mailingId, recipients);
  if (recipients === 0) {
    await failSending(accountId, mailingId, 'MAILING_NO_RECIPIENTS');
    return;
  }
  // Senders may have finished every batch before the count was known.
  await completeIfDone(accountId, mailingId);
  logger.info('mailing planned', { accountId, mailingId, recipients });
}
