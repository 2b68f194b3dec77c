import type { DueRead } from '@functions/platform/due-index';
import { logger } from '@functions/platform/logger';
import { sendingQueues } from '@functions/sending/queues';
import type { Channel, SendingRef } from './channel';
import { CHANNELS } from './channels';
import { completeIfDone, failSending } from './completion';
import { progressRepository } from './progress';
import { RECHECK_MS, sendingsDue } from './records-repository';

/** A planning piece runs at most two minutes: one not heard of for this long died, or its successor was never queued. */
const PLAN_STALL_MS = 10 * 60 * 1000;
/**
 * A sending whose progress has not moved for this long has batches that died: longer than a batch
 * can take through all its receives (6 min visibility x 5) plus the longest run of deferrals a
 * throttled batch may go through (about 1.6 h).
 */
export const SEND_STALL_MS = 3 * 60 * 60 * 1000;

type Verdict = 'completed' | 'failed' | 'replanned' | 'waiting' | 'gone';

/** One sending's look: what it needed (see reconcileSendings). */
export async function reconcileSending(channel: Channel, ref: SendingRef, now: Date): Promise<Verdict> {
  const head = await channel.store.head(ref.accountId, ref.id);
  if (!head || head.state !== 'sending') return 'gone';
  const at = now.getTime();
  const next = new Date(at + RECHECK_MS).toISOString();
  if (head.planning) {
    const since = Date.parse(head.planAt ?? head.startedAt ?? now.toISOString());
    await channel.store.checkAgainAt(ref.accountId, ref.id, next);
    if (at - since < PLAN_STALL_MS) return 'waiting';
    await sendingQueues.plan({ channel: ref.channel, accountId: ref.accountId, sendingId: ref.id, step: head.planStep ?? 0 });
    return 'replanned';
  }
  if (await completeIfDone(channel, ref)) return 'completed';
  const progress = await progressRepository.sum(ref.accountId, ref.id);
  const last = Date.parse(progress.lastAt ?? head.planAt ?? now.toISOString());
  if (at - last >= SEND_STALL_MS) {
    await failSending(channel, ref, 'SENDING_BATCH_FAILED', { processed: progress.processed, recipients: head.recipients });
    return 'failed';
  }
  await channel.store.checkAgainAt(ref.accountId, ref.id, next);
  return 'waiting';
}

/**
 * Runs on the ticker every minute over the sendings whose look is due: completes a sending whose
 * recipients are all settled (its last worker died before it could), queues again a planning
 * piece that died, and fails — telling whoever ordered it — a sending whose batches died (no
 * progress for SEND_STALL_MS). Every other sending is looked at again RECHECK_MS later.
 */
export async function reconcileSendings(now = new Date(), read?: DueRead): Promise<Record<Verdict, number>> {
  const counts: Record<Verdict, number> = { completed: 0, failed: 0, replanned: 0, waiting: 0, gone: 0 };
  for (const entry of await sendingsDue(now.toISOString(), read)) {
    const channel = entry.sk.startsWith('SMS#') ? CHANNELS.sms : CHANNELS.email;
    const ref: SendingRef = { channel: channel.name, accountId: entry.accountId, id: entry.id };
    try {
      counts[await reconcileSending(channel, ref, now)]++;
    } catch (error) {
      logger.error('a sending could not be reconciled', { ...ref, error: (error as Error).message });
    }
  }
  return counts;
}
