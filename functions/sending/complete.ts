import type { ErrorCode } from '@shared/errors';
import { nowIso } from '@functions/platform/dynamo';
import { mailingsRepository } from '@functions/mailings/repository';
import { notify } from '@functions/notifications/notify';

async function tellSender(accountId: string, mailingId: string): Promise<void> {
  const mailing = await mailingsRepository.head(accountId, mailingId).catch(() => undefined);
  if (mailing) await notify.mailingEnded(mailing, accountId);
}

/**
 * sending → sent once every recipient is processed and planning is over. Senders and the planner
 * all try; the one whose conditional write succeeds tells whoever ordered the send, so they are
 * told once. The notification never fails the batch (notify logs its own failures).
 */
export async function completeIfDone(accountId: string, mailingId: string): Promise<void> {
  if (!(await mailingsRepository.completeIfDone(accountId, mailingId, nowIso()))) return;
  await tellSender(accountId, mailingId);
}

/**
 * sending → failed, `code` recorded as the reason: a send that ends without sending ends too, and
 * its sender is told so, with the reason (once: only the conditional write that moves it tells).
 */
export async function failSending(accountId: string, mailingId: string, code: ErrorCode, params?: Record<string, unknown>): Promise<void> {
  const set = { lastError: code, ...(params ? { lastErrorParams: params } : {}) };
  if (!(await mailingsRepository.transition(accountId, mailingId, ['sending'], 'failed', { at: nowIso(), set }))) return;
  await tellSender(accountId, mailingId);
}
