import { nowIso } from '@functions/platform/dynamo';
import { mailingsRepository } from '@functions/mailings/repository';
import { notify } from '@functions/notifications/notify';

/**
 * sending → sent once every recipient is processed and planning is over. Senders and the planner
 * all try; the one whose conditional write succeeds tells whoever ordered the send, so they are
 * told once. The notification never fails the batch (notify logs its own failures).
 */
export async function completeIfDone(accountId: string, mailingId: string): Promise<void> {
  if (!(await mailingsRepository.completeIfDone(accountId, mailingId, nowIso()))) return;
  const mailing = await mailingsRepository.get(accountId, mailingId).catch(() => undefined);
  if (mailing) await notify.mailingSent(mailing, accountId);
}
