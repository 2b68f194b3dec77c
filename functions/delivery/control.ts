import type { PauseReason } from '@shared/constants';
import { nowIso } from '@functions/platform/dynamo';
import type { DueRead } from '@functions/platform/due-index';
import { logger } from '@functions/platform/logger';
import { notify } from '@functions/notifications/notify';
import type { SendBatch } from './messages';
import { sendingQueues } from '@functions/sending/queues';
import { pauseRepository, type SendingRef } from './pause-repository';

export type { SendingRef } from './pause-repository';
export type { PauseReason } from '@shared/constants';

/**
 * The paused state of a sending, for the engine and for people (issue 12, sections 3 and 6). The
 * engine pauses a sending when the provider's daily quota is spent (with `resumeAt`, so the ticker
 * resumes it) or when its recipients complain or hard-bounce too much (shared/rules/reputation.ts;
 * a person with PERM_MWYSYL resumes it). While paused, every batch that reaches a sender is parked;
 * resuming gives them back to the send queue. Recipients' claims are what make a send happen at
 * most once, so nothing here has to be exactly-once: a batch sent twice sends nobody twice.
 */

/** A batch as the send queue carries it (delivery/messages.ts). */
const sendMessage = (ref: SendingRef, subscriberIds: string[]): SendBatch => ({
  channel: ref.channel,
  accountId: ref.accountId,
  sendingId: ref.id,
  subscriberIds,
});

/**
 * sending → paused (conditional on state 'sending'); true for the caller whose write moved it, who
 * has then told the person who ordered it. `resumeAt` (daily_quota) puts it on the ticker's due
 * index to resume by itself; reputation pauses need a user.
 */
export async function pauseSending(
  ref: SendingRef,
  reason: PauseReason,
  options: { resumeAt?: string; detail?: Record<string, number> } = {},
): Promise<boolean> {
  const record = await pauseRepository.pause(ref, { reason, at: nowIso(), ...options });
  if (!record) return false;
  logger.info('sending paused', { ...ref, reason, resumeAt: options.resumeAt });
  // An hourly sending waits like this every hour by design: nobody is told.
  if (reason === 'hourly') return true;
  await notify.sendingPaused(
    {
      channel: ref.channel,
      id: ref.id,
      name: record.name ?? '',
      orderedById: ref.channel === 'email' ? record.sentById : record.createdById,
    },
    ref.accountId,
    { reason, ...options },
  );
  return true;
}

/**
 * A batch that reached a paused sending: its recipients are kept (an item per batch) and given back
 * to the send queue on resume. Should the sending have resumed (or ended) since the caller saw it
 * paused, the batch goes straight back on the send queue instead, where the sender decides again.
 */
export async function parkBatch(ref: SendingRef, subscriberIds: readonly string[]): Promise<void> {
  if (subscriberIds.length === 0) return;
  if (await pauseRepository.park(ref, subscriberIds, nowIso())) return;
  await sendingQueues.send([sendMessage(ref, [...subscriberIds])]);
}

/** How long a resume has to give its batches back before the ticker takes over (it then does it again, harmlessly). */
const DRAIN_GUARD_MS = 5 * 60_000;

/** Every parked batch back on the send queue, its item removed after; then the sending leaves the due index. */
async function drain(ref: SendingRef, guardAt: string): Promise<number> {
  let batches = 0;
  for await (const page of pauseRepository.parked(ref)) {
    await sendingQueues.send(page.map((b) => sendMessage(ref, b.subscriberIds)));
    await pauseRepository.unpark(page);
    batches += page.length;
  }
  await pauseRepository.drained(ref, guardAt);
  return batches;
}

/**
 * paused → sending (conditional), then every parked batch goes back on the send queue and its item
 * is removed, a page at a time. A crash between the two is safe: recipients' claims make a second
 * send impossible, and the sending stays on the due index (a guard time) until the batches are all
 * back, so the ticker finishes a resume that died half-way. True if it resumed.
 */
export async function resumeSending(ref: SendingRef): Promise<boolean> {
  const guardAt = new Date(Date.now() + DRAIN_GUARD_MS).toISOString();
  if (!(await pauseRepository.resume(ref, nowIso(), guardAt))) return false;
  const batches = await drain(ref, guardAt);
  logger.info('sending resumed', { ...ref, batches });
  return true;
}

/**
 * For the ticker: paused sendings whose resumeAt has come (cross-account, from the table's `due`
 * index), and resumes that died before their batches were all back on the queue. Answers how many
 * sendings it resumed.
 */
export async function resumeDue(now: Date, read?: DueRead): Promise<number> {
  let resumed = 0;
  for (const due of await pauseRepository.due(now.toISOString(), read)) {
    const ref: SendingRef = { channel: due.channel, accountId: due.accountId, id: due.id };
    try {
      if (due.state === 'paused') {
        if (await resumeSending(ref)) resumed++;
      } else {
        await drain(ref, due.dueAt);
      }
    } catch (error) {
      // One sending's trouble (its account mid-migration) must not hold up the others; the next tick tries again.
      logger.warn('paused sending not resumed', { ...ref, error: error as Error });
    }
  }
  return resumed;
}
