import { mailingsRepository } from '@functions/mailings/repository';
import { sendingQueues } from '@functions/sending/queues';
import { logger } from '@functions/platform/logger';

/**
 * Runs every minute: queues a plan job for every mailing that is due. Planning is idempotent, so a
 * mailing whose job was already queued (or lost) is safe to queue again.
 */
export const handler = async (): Promise<{ queued: number }> => {
  const due = await mailingsRepository.due(new Date().toISOString());
  await Promise.all(due.map((m) => sendingQueues.plan({ accountId: m.accountId, mailingId: m.id })));
  if (due.length) logger.info('ticker queued due mailings', { count: due.length });
  return { queued: due.length };
};
