import { mailingsRepository } from '@functions/mailings/repository';
import { reconcileSendings } from '@functions/delivery/reconciler';
import { sendingQueues } from '@functions/sending/queues';
import { logger } from '@functions/platform/logger';
import { segmentsService } from '@functions/segments/service';

/**
 * Runs every minute: queues the first planning piece of every mailing that is due, a calculation
 * for every dynamic segment whose refresh is due, and reconciles the sendings under way
 * (delivery/reconciler.ts). All idempotent (planning checks the mailing's state and step, a segment
 * already calculating is left alone), so work queued twice or lost is safe.
 */
export async function tick(now = new Date()): Promise<{ queued: number; segments: number; reconciled: Awaited<ReturnType<typeof reconcileSendings>> }> {
  const due = await mailingsRepository.due(now.toISOString());
  await Promise.all(due.map((m) => sendingQueues.plan({ channel: 'email', accountId: m.accountId, sendingId: m.id, step: 0 })));
  const segments = await segmentsService.refreshDue(now);
  const reconciled = await reconcileSendings(now);
  if (due.length || segments) logger.info('ticker queued due work', { mailings: due.length, segments, reconciled });
  return { queued: due.length, segments, reconciled };
}

export const handler = () => tick();
