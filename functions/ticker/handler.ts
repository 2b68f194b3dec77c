import { mailingsRepository } from '@functions/mailings/repository';
import { sendingQueues } from '@functions/sending/queues';
import { logger } from '@functions/platform/logger';
import { segmentsService } from '@functions/segments/service';

/**
 * Runs every minute: queues a plan job for every mailing that is due and a calculation for every
 * dynamic segment whose refresh is due. Both are idempotent (planning checks the mailing's state, a
 * segment already calculating is left alone), so work queued twice or lost is safe.
 */
export async function tick(now = new Date()): Promise<{ queued: number; segments: number }> {
  const due = await mailingsRepository.due(now.toISOString());
  await Promise.all(due.map((m) => sendingQueues.plan({ accountId: m.accountId, mailingId: m.id })));
  const segments = await segmentsService.refreshDue(now);
  if (due.length || segments) logger.info('ticker queued due work', { mailings: due.length, segments });
  return { queued: due.length, segments };
}

export const handler = (): Promise<{ queued: number; segments: number }> => tick();
