import { SEND_BATCH_SIZE, SENDABLE_STATUSES } from '@shared/constants';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { mailingsRepository } from '@functions/mailings/repository';
import { subscribersRepository } from '@functions/subscribers/repository';
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
  for await (const ids of subscribersRepository.idsWithStatus(accountId, SENDABLE_STATUSES)) {
    recipients += ids.length;
    pending.push(...ids);
    await flush(false);
  }
  await flush(true);
  await mailingsRepository.finishPlanning(accountId, mailingId, recipients);
  if (recipients === 0) {
    await mailingsRepository.transition(accountId, mailingId, ['sending'], 'failed', { at: nowIso(), set: { lastError: 'MAILING_NO_RECIPIENTS' } });
    return;
  }
  // Senders may have finished every batch before the count was known.
  await mailingsRepository.completeIfDone(accountId, mailingId, nowIso());
  logger.info('mailing planned', { accountId, mailingId, recipients });
}
