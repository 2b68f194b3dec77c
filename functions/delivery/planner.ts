import { SEND_BATCH_SIZE } from '@shared/constants';
import { AppError } from '@functions/platform/errors';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { audienceReadiness } from '@functions/segments/audience-check';
import { audienceScope } from '@functions/segments/restriction';
import { checkSendingFits } from '@functions/sending/allowance';
import { sendingQueues } from '@functions/sending/queues';
import { audiencePage, audienceStart, type AudienceCursor } from './audience';
import { partIsEmpty, recipientFilter } from './audience-filters';
import type { Channel, SendingHead, SendingRef } from './channel';
import { completeIfDone, failSending } from './completion';
import type { PlanJob, SendBatch } from './messages';

/** A piece stops reading the audience when less than this is left of its run, checkpoints and hands over to the next piece. */
export const PIECE_RESERVE_MS = 40_000;

const STARTABLE = ['sending', 'paused'];

/** A sending that cannot be planned ends its planning with nothing planned, and fails naming why. */
async function failPlanning(
  channel: Channel,
  ref: SendingRef,
  ...reason: Parameters<typeof failSending> extends [unknown, unknown, ...infer R] ? R : never
) {
  await channel.store.finishPlanning(ref.accountId, ref.id, 0, 0, nowIso());
  await failSending(channel, ref, ...reason);
}

/** Before anything goes: every recipient must fit in what the plan leaves (spec section 9); e-mail only. */
async function fitsThePlan(
  channel: Channel,
  ref: SendingRef,
  head: { segmentId?: string | null; scopeSegmentIds?: string[] },
): Promise<boolean> {
  if (channel.name !== 'email') return true;
  try {
    await checkSendingFits(ref.accountId, { segmentId: head.segmentId, scopeSegmentIds: head.scopeSegmentIds });
    return true;
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'FEATURE_LIMIT_REACHED') throw error;
    await failPlanning(channel, ref, error.code, error.params);
    return false;
  }
}

/** How long a sending waits between looks at its segment's calculation. */
export const AUDIENCE_WAIT_SECONDS = 30;
/**
 * How long a sending waits for its segment at most, from when its planning began: a calculation
 * still running after that is stuck (its job's own retries ended long before), and the sending fails
 * naming it rather than wait for ever.
 */
export const AUDIENCE_WAIT_MAX_MS = 6 * 3_600_000;
/** SENDING_AUDIENCE_WAIT_SECONDS overrides it (tests look again at once). */
const audienceWait = () => Number(process.env.SENDING_AUDIENCE_WAIT_SECONDS ?? AUDIENCE_WAIT_SECONDS);

/**
 * A sending to a segment whose audience is missing or expired waits, in planning, for the
 * calculation its order started (segments/audience-check.ts): this piece is queued again
 * AUDIENCE_WAIT_SECONDS later, and the reconciler queues one too should that be lost. A failed
 * calculation or a deleted segment fails the sending, naming why, rather than sending to nobody
 * (or to an audience out of date).
 */
async function audienceReady(channel: Channel, ref: SendingRef, job: PlanJob, head: SendingHead): Promise<boolean> {
  const readiness = await audienceReadiness(ref.accountId, head.segmentId);
  if (readiness === 'ready') return true;
  const waitingSince = Date.parse(String(head.item.startedAt ?? ''));
  if (readiness === 'waiting' && Date.now() - waitingSince > AUDIENCE_WAIT_MAX_MS) {
    await failPlanning(channel, ref, 'SEGMENT_STILL_PROCESSING');
    return false;
  }
  if (readiness === 'waiting') {
    logger.info('sending waits for its segment to be calculated', { ...ref, segmentId: head.segmentId });
    await sendingQueues.plan(job, audienceWait());
    return false;
  }
  await failPlanning(channel, ref, readiness === 'gone' ? 'SEGMENT_NOT_FOUND' : 'SEGMENT_CALCULATION_FAILED');
  return false;
}

/**
 * One piece of a sending's planning: reads the audience from the checkpoint the previous piece
 * left, puts recipient batches on the send queue, and before its run's time is up saves where it
 * stopped (and how many it planned) and queues the next piece. The checkpoint moves only from the
 * step the piece was given, so a duplicate or late piece stops there and nothing is planned twice
 * into the count; batches such a piece already queued are harmless, as the claims let each
 * recipient through once. An audience of any size plans this way, piece after piece.
 */
export async function planPiece(channel: Channel, job: PlanJob, remainingMs: () => number): Promise<void> {
  const ref: SendingRef = { channel: job.channel, accountId: job.accountId, id: job.sendingId };
  const { store } = channel;
  if (job.step === 0 && !(await store.beginPlanning(ref.accountId, ref.id, nowIso()))) {
    logger.info('plan job for a sending that is not to be planned; dropped', { ...ref });
    return;
  }
  const head = await store.head(ref.accountId, ref.id);
  if (!head?.planning || !STARTABLE.includes(head.state) || (head.planStep ?? 0) !== job.step) {
    logger.info('plan piece that is not the current one; dropped', { ...ref, step: job.step, current: head?.planStep });
    return;
  }
  // Issue 17: a welcome or automatic run sends to the subscribers given to it, not to a segment.
  const triggerRunId = head.item.triggerRun ? ref.id : undefined;
  if (job.step === 0 && !head.planCursor && !(await audienceReady(channel, ref, job, head))) return;
  // A sending whose audience was held to the plan when it was made (an optimisation's hour: the whole
  // audience, at planning; a triggered run: recipient by recipient, by the ledger) says so.
  if (job.step === 0 && head.item.limitChecked !== true && !(await fitsThePlan(channel, ref, head))) return;

  const scope = await audienceScope(ref.accountId, head.scopeSegmentIds);
  // Issue 17: a variant's share, a follow-up's non-openers, an optimisation's hour (audience-filters.ts).
  const part = recipientFilter(ref.accountId, head);
  let cursor: AudienceCursor | undefined = head.planCursor
    ? JSON.parse(head.planCursor)
    : (await partIsEmpty(ref.accountId, head))
      ? undefined
      : await audienceStart(ref.accountId, head.segmentId, triggerRunId);
  let planned = head.planned ?? 0;
  const pending: string[] = [];
  const flush = async (all: boolean) => {
    const batches: SendBatch[] = [];
    while (pending.length >= SEND_BATCH_SIZE || (all && pending.length > 0)) {
      batches.push({
        channel: ref.channel,
        accountId: ref.accountId,
        sendingId: ref.id,
        subscriberIds: pending.splice(0, SEND_BATCH_SIZE),
      });
    }
    await sendingQueues.send(batches);
  };

  while (cursor) {
    const page = await audiencePage(ref.accountId, head.segmentId, cursor);
    const inReach = scope ? page.ids.filter(scope) : page.ids;
    const inScope = part ? await part(inReach) : inReach;
    const ids = channel.recipients ? await channel.recipients(ref.accountId, inScope) : inScope;
    planned += ids.length;
    pending.push(...ids);
    await flush(false);
    cursor = page.next;
    if (cursor && remainingMs() < PIECE_RESERVE_MS) {
      // Everything read so far is queued before the checkpoint says it was planned.
      await flush(true);
      if (!(await store.checkpoint(ref.accountId, ref.id, job.step, JSON.stringify(cursor), planned, nowIso()))) return;
      await sendingQueues.plan({ ...job, step: job.step + 1 });
      logger.info('planning continues in a next piece', { ...ref, step: job.step + 1, planned });
      return;
    }
  }
  await flush(true);
  if (!(await store.finishPlanning(ref.accountId, ref.id, job.step, planned, nowIso()))) return;
  if (planned === 0 && head.item.emptyEndsSent === true) {
    // A part of an audience that no recipient fell in (an optimisation's hour) is done, not failed.
    if (await store.end(ref.accountId, ref.id, 'sent', nowIso())) await store.tellOwner(ref.accountId, ref.id);
    return;
  }
  if (planned === 0) {
    await failSending(channel, ref, store.noRecipients);
    return;
  }
  logger.info('sending planned', { ...ref, recipients: planned });
  // Senders may have settled every batch before the count was known.
  await completeIfDone(channel, ref);
}
