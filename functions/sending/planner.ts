import { SEND_BATCH_SIZE, SENDABLE_STATUSES } from '@shared/constants';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { mailingsRepository } from '@functions/mailings/repository';
import { subscribersRepository } from '@functions/subscribers/repository';
import { audienceStore } from '@functions/segments/audience-store';
import { audienceScope } from '@functions/segments/restriction';
import { segmentsRepository } from '@functions/segments/repository';
import { completeIfDone, failSending } from './complete';
import type { PlanJob, SendBatch } from './messages';
import { sendingQueues } from './queues';

/**
 * Who a mailing or SMS sending goes to: a segment's calculated members, or every subscriber with a
 * sendable status. The sender checks each recipient again (status, quarantine, blacklist) when it sends.
 */
export async function* audienceIds(accountId: string, segmentId: string | null | undefined): AsyncGenerator<string[]> {
  if (!segmentId) {
    yield* subscribersRepository.idsWithStatus(accountId, SENDABLE_STATUSES);
    return;
  }
  const audience = (await segmentsRepository.get(accountId, segmentId))?.audience;
  for (let piece = 0; audience && piece < audience.pieces; piece++) yield await audienceStore.readPiece(accountId, segmentId, audience.calcId, piece);
}

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
  const mailing = await mailingsRepository.get(accountId, mailingId);
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
