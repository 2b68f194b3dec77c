import { QUEUES } from '@functions/platform/resources';
import { logger } from '@functions/platform/logger';
import { countMetric } from '@functions/platform/metrics';
import { sendFailureKind } from '@functions/platform/aws';
import { subscribersRepository } from '@functions/subscribers/repository';
import { MAX_QUEUE_DELAY_SECONDS, sendingQueues } from '@functions/sending/queues';
import type { Subscriber } from '@shared/schemas/subscriber';
import type { Channel, Outcome, SendingHead, SendingRef, SettleContext } from './channel';
import { claimsFor, type Claims } from './claims';
import { completeIfDone, failSending } from './completion';
import { parkBatch, pauseSending } from './control';
import type { SendBatch } from './messages';
import { pacer } from './pacer';
import { sendInTime } from './timing';

/**
 * The moment before which no living send can still hold a claim: twice the send worker's time limit,
 * and less than the queue's visibility timeout, so the redelivered batch of a worker that died finds
 * its claims stale.
 */
export function staleClaimsBefore(now = Date.now()): string {
  const limit = QUEUES.find((q) => q.id === 'send')!.functionTimeoutSeconds * 1000;
  return new Date(now - 2 * limit).toISOString();
}

/** How often a batch may be given back for later (throttled, provider failing) before it counts as failing. */
export const MAX_DEFERRALS = 12;
/** When SES's daily quota is used up, the sending is paused and tried again this much later (SES's window is a rolling 24 hours). */
const QUOTA_RECHECK_MS = 60 * 60 * 1000;
/** Tries of the write that records a settled recipient, in place, before the batch stops (its claim is then left for stale settlement). */
const SETTLE_TRIES = 6;

/** The table refused to record what happened to a recipient, even after retries: the batch stops, nothing is released. */
export class BookkeepingError extends Error {
  override readonly name = 'BookkeepingError';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Records a recipient's outcome (and counts it), retrying in place: once the provider accepted a
 * message its claim must never be released, so a failing write is tried again here rather than
 * failing the batch into a retry that might send again. A condition failure means someone else
 * settled it (a stale settlement raced us): nothing to count.
 */
async function settleInPlace(
  claims: Claims,
  ref: SendingRef,
  subscriberId: string,
  outcome: Outcome,
  context: SettleContext,
): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      if (await claims.settle(ref, subscriberId, outcome, {}, context))
        countMetric('Sends', { channel: ref.channel, outcome: sendOutcome(outcome) });
      return;
    } catch (error) {
      if (attempt >= SETTLE_TRIES)
        throw new BookkeepingError(`recording ${outcome.kind} for a recipient failed ${attempt} times: ${(error as Error).message}`);
      logger.warn('settling a recipient failed; trying again', { ...ref, subscriberId, attempt, error: (error as Error).message });
      await sleep(Math.min(4000, 100 * 2 ** attempt));
    }
  }
}

/** The Sends metric's outcome: accepted by the provider, refused before sending, or failed (refused by the provider, or no answer). */
const sendOutcome = (outcome: Outcome) => (outcome.kind === 'sent' ? 'sent' : outcome.kind === 'refused' ? 'refused' : 'failed');

/** What stopped a batch before its last recipient: the rest is parked until the quota's recheck, or given back for later. */
type Stop = { why: 'later'; rest: string[] } | { why: 'quota'; rest: string[]; resumeAt: string } | undefined;

/** Recipients of one batch in flight at once: a send waits mostly on the provider and the table, so a few side by side fill the pacer's rate. */
export const SEND_LANES = 4;

interface Turn {
  channel: Channel;
  ref: SendingRef;
  claims: Claims;
  prepared: unknown;
  subscribers: ReadonlyMap<string, Subscriber>;
}

/**
 * One recipient's turn: claim (at most one worker gets past this), check again (status,
 * quarantine, blacklist, the plan's limit), wait for the pacer, compose, hand to the provider, settle
 * and count (one transaction). Answers whether the message went, or why the batch must stop here
 * (this recipient unclaimed again). A recipient already claimed is someone else's to count, unless
 * their worker died long ago.
 */
async function turn(t: Turn, subscriberId: string): Promise<'sent' | 'done' | 'quota' | 'later'> {
  const { channel, ref, claims, prepared } = t;
  const subscriber = t.subscribers.get(subscriberId);
  if (!(await claims.claim(ref, subscriberId, subscriber))) {
    await claims.settleStale(ref, subscriberId, staleClaimsBefore());
    return 'done';
  }
  const refused = await channel.refusal(prepared, subscriberId, subscriber);
  if (refused || !subscriber) {
    await settleInPlace(claims, ref, subscriberId, refused ?? { kind: 'refused', reason: 'not_sendable' }, { prepared, subscriber });
    return 'done';
  }
  const permit = await pacer.permit(channel.name);
  if (permit !== 'go') {
    await claims.release(ref, subscriberId);
    return permit;
  }
  let message: unknown;
  try {
    message = await channel.compose(prepared, subscriberId, subscriber);
  } catch (error) {
    logger.error('a message could not be composed', { ...ref, subscriberId, error: (error as Error).message });
    await settleInPlace(claims, ref, subscriberId, { kind: 'rejected', detail: (error as Error).message }, { prepared, subscriber });
    return 'done';
  }
  let messageId: string;
  try {
    messageId = await channel.deliver(prepared, message);
  } catch (error) {
    const kind = sendFailureKind(error);
    if (kind === 'throttled' || kind === 'retry') {
      // The provider answered without accepting it: nothing went, so the claim goes and the rest waits.
      await claims.release(ref, subscriberId);
      logger.warn('provider did not accept a message; the batch goes back for later', { ...ref, kind, error: (error as Error).message });
      return 'later';
    }
    // No answer may mean it went: never again, settled as unknown. A refusal is final for this message.
    const outcome: Outcome = kind === 'unknown' ? { kind: 'interrupted' } : { kind: 'rejected', detail: (error as Error).message };
    logger.warn('provider refused a message', { ...ref, subscriberId, kind, error: (error as Error).message });
    await settleInPlace(claims, ref, subscriberId, outcome, { prepared, subscriber, message });
    return 'done';
  }
  await settleInPlace(claims, ref, subscriberId, { kind: 'sent', messageId }, { prepared, subscriber, message });
  await channel.afterSent?.(prepared, subscriberId);
  return 'sent';
}

/**
 * One batch of one sending through a channel, SEND_LANES recipients at a time. Once a turn says
 * stop (quota, or the provider not accepting), no new turn starts; the turns in flight finish, and
 * the recipients not done — the stopped ones and those never started — are the rest.
 */
async function runBatch(
  channel: Channel,
  ref: SendingRef,
  head: SendingHead,
  ids: readonly string[],
  claims: Claims,
): Promise<{ sent: number; stop: Stop }> {
  const recipients = await (channel.loadRecipients
    ? channel.loadRecipients(ref.accountId, ids)
    : subscribersRepository.getMany(ref.accountId, [...ids]));
  const subscribers = new Map(recipients.map((s) => [s.id, s]));
  const prepared = await channel.prepare(ref, head, subscribers, ids);
  const t: Turn = { channel, ref, claims, prepared, subscribers };
  let sent = 0;
  let next = 0;
  let stop: 'quota' | 'later' | undefined;
  let failed = false;
  const rest: string[] = [];
  try {
    await Promise.all(
      Array.from({ length: Math.min(SEND_LANES, ids.length) }, async () => {
        while (!stop && !failed && next < ids.length) {
          const subscriberId = ids[next++]!;
          try {
            const outcome = await turn(t, subscriberId);
            if (outcome === 'sent') sent++;
            else if (outcome === 'quota' || outcome === 'later') {
              stop = stop === 'quota' ? 'quota' : outcome;
              rest.push(subscriberId);
            }
          } catch (error) {
            failed = true;
            throw error;
          }
        }
      }),
    );
    const left = [...rest, ...ids.slice(next)];
    if (stop === 'quota') return { sent, stop: { why: stop, rest: left, resumeAt: new Date(Date.now() + QUOTA_RECHECK_MS).toISOString() } };
    return { sent, stop: stop ? { why: stop, rest: left } : undefined };
  } finally {
    await channel
      .finish?.(prepared, sent)
      .catch((error: unknown) => logger.error('a batch could not give back what it reserved', { ...ref, error: (error as Error).message }));
  }
}

/** A batch's attempt as SQS counts it: the last one failing sends the batch to the dead letters. */
export interface Attempt {
  receiveCount: number;
  maxReceives: number;
}

export async function deliverBatch(channel: Channel, batch: SendBatch, attempt: Attempt): Promise<void> {
  const ref: SendingRef = { channel: batch.channel, accountId: batch.accountId, id: batch.sendingId };
  const head = await channel.store.head(ref.accountId, ref.id);
  if (head?.state === 'paused') {
    await parkBatch(ref, batch.subscriberIds);
    return;
  }
  if (!head || head.state !== 'sending') {
    logger.info('send batch for a sending that is not sending; dropped', { ...ref });
    return;
  }
  try {
    const claims = claimsFor(channel);
    const stop = await sendInTime(ref, head, batch.subscriberIds, (ids) => runBatch(channel, ref, head, ids, claims));
    if (stop?.why === 'later' || (stop && channel.pauses === false)) {
      await giveBack(batch, stop.rest);
    } else if (stop) {
      // Held back by its timing (window, hourly portion) or the provider's daily quota: the rest is parked until the sending resumes.
      await pauseSending(ref, stop.why === 'quota' ? 'daily_quota' : stop.why, { resumeAt: stop.resumeAt });
      await parkBatch(ref, stop.rest);
    }
    await completeIfDone(channel, ref);
  } catch (error) {
    // The batch goes to the dead letters after this attempt: the sending cannot end by itself any more.
    if (attempt.receiveCount >= attempt.maxReceives) {
      await failSending(channel, ref, 'SENDING_BATCH_FAILED', { detail: (error as Error).message.slice(0, 300) }).catch((e: unknown) =>
        logger.error('a failing sending could not be marked failed', { ...ref, error: (e as Error).message }),
      );
    }
    throw error;
  }
}

/**
 * The rest of a batch back on the queue as a new message, delayed more each time: backing off
 * without burning the receive count, which would send a batch that was only throttled to the
 * dead letters. Past MAX_DEFERRALS it fails like any batch (SQS retries, then dead letters).
 */
async function giveBack(batch: SendBatch, rest: string[]): Promise<void> {
  const deferrals = (batch.deferrals ?? 0) + 1;
  if (deferrals > MAX_DEFERRALS) throw new Error(`the provider kept refusing this batch (${MAX_DEFERRALS} deferrals)`);
  const delay = Math.min(MAX_QUEUE_DELAY_SECONDS, 2 ** deferrals);
  await sendingQueues.send([{ ...batch, subscriberIds: rest, deferrals }], delay);
}
