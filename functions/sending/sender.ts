import { SENDABLE_STATUSES } from '@shared/constants';
import { isQuarantined } from '@shared/rules/quarantine';
import type { Subscriber } from '@shared/schemas/subscriber';
import { getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { sendRaw } from '@functions/platform/mailer';
import { isRetryableSendError } from '@functions/platform/aws';
import { mailingsRepository, type MailingHead } from '@functions/mailings/repository';
import { subscribersRepository } from '@functions/subscribers/repository';
import type { SendBatch } from './messages';
import { renderFor, type CompiledMailing } from './render';
import { compileForSending } from './compile';
import { trackingUrls } from './links';
import { completeIfDone } from './complete';
import { sendsRepository, staleClaimsBefore } from './repository';
import { activityRepository } from '@functions/activity/repository';
import { blacklistService, type BlacklistMatcher } from '@functions/blacklist/service';
import { reserveBatch } from './allowance';

/** Compiled templates per mailing version, kept for the life of the container: the body (up to 200 KB) is read once per container, not per batch. */
const compiledCache = new Map<string, CompiledMailing>();
async function compiledFor(accountId: string, mailing: MailingHead): Promise<CompiledMailing> {
  const key = `${accountId}:${mailing.id}:${mailing.updatedAt}`;
  let compiled = compiledCache.get(key);
  if (!compiled) {
    compiled = await compileForSending(accountId, mailing);
    if (compiledCache.size > 100) compiledCache.clear();
    compiledCache.set(key, compiled);
  }
  return compiled;
}

/** Why a planned recipient must not get the message now, or undefined. */
function skipReason(subscriber: Subscriber | undefined, blacklist: BlacklistMatcher): string | undefined {
  if (!subscriber || !SENDABLE_STATUSES.includes(subscriber.status)) return 'not_sendable';
  if (!subscriber.email) return 'no_email';
  if (isQuarantined(subscriber.mailQuarantine, new Date())) return 'quarantined';
  if (blacklist.isBlocked({ email: subscriber.email })) return 'blacklisted';
  return undefined;
}

/** What this batch counts on the mailing: recipients sent, failed (SES refused them) and skipped (processed, not sent). */
interface Counts {
  sent: number;
  failed: number;
  skipped: number;
}

interface BatchContext {
  accountId: string;
  mailingId: string;
  mailing: MailingHead;
  compiled: CompiledMailing;
  key: Uint8Array;
  base: string;
  blacklist: BlacklistMatcher;
  reservation: Awaited<ReturnType<typeof reserveBatch>>;
  reserved: number;
  /** Counted the moment an outcome is recorded on the claim: a batch stopped right after still counts it. */
  counts: Counts;
}

/** Claims a recipient, then sends or records why not. Throws what should stop the batch (a retryable SES failure, after releasing the claim). */
async function sendTo(ctx: BatchContext, subscriberId: string, subscriber: Subscriber | undefined): Promise<void> {
  const { accountId, mailingId, counts } = ctx;
  if (!(await sendsRepository.claim(accountId, mailingId, subscriberId))) {
    // Someone else's claim: theirs to count, unless its worker died long ago.
    if (await sendsRepository.settleStale(accountId, mailingId, subscriberId, staleClaimsBefore())) counts.skipped++;
    return;
  }
  // Unsubscribed, deleted, quarantined or without an address since planning: processed, not sent.
  const skip = skipReason(subscriber, ctx.blacklist);
  if (skip || !subscriber?.email) {
    await sendsRepository.markFailed(accountId, mailingId, subscriberId, skip ?? 'no_email');
    counts.skipped++;
    return;
  }
  // Past the plan's limit (other sendings took what was left after this one was planned): processed, not sent.
  if (ctx.reserved === 0 || !(await ctx.reservation.admit(subscriberId))) {
    await sendsRepository.markFailed(accountId, mailingId, subscriberId, 'FEATURE_LIMIT_REACHED');
    counts.skipped++;
    return;
  }
  ctx.reserved--;
  const urls = trackingUrls(ctx.base, ctx.key, { a: accountId, m: mailingId, s: subscriberId });
  const message = renderFor(ctx.compiled, { ...subscriber, email: subscriber.email }, urls);
  let messageId: string;
  try {
    messageId = await sendRaw({ from: ctx.mailing.fromEmail, to: subscriber.email, raw: message.raw, tags: { account: accountId, mailing: mailingId, subscriber: subscriberId } });
  } catch (error) {
    if (isRetryableSendError(error)) {
      await sendsRepository.release(accountId, mailingId, subscriberId);
      throw error;
    }
    logger.warn('recipient rejected by SES', { accountId, mailingId, subscriberId, error: (error as Error).message });
    await sendsRepository.markFailed(accountId, mailingId, subscriberId, (error as Error).message);
    counts.failed++;
    return;
  }
  // Past this point the e-mail is gone: a failure to record it leaves the claim, settled later as interrupted.
  await sendsRepository.markSent(accountId, mailingId, subscriberId, messageId);
  counts.sent++;
  await activityRepository.record(accountId, subscriberId, { type: 'sent', at: nowIso(), mailingId });
}

/**
 * Sends one batch. Each recipient is claimed before SES is called, so a retried batch never
 * sends the same e-mail twice. Whatever stops the batch part way (a retryable SES failure, a
 * migration refusing the account's writes, the table out of reach) stops it after counting what
 * it did: the retry finds those recipients claimed and settled, and would never count them.
 */
export async function sendBatch(batch: SendBatch): Promise<void> {
  const { accountId, mailingId } = batch;
  const mailing = await mailingsRepository.head(accountId, mailingId);
  if (!mailing || mailing.state !== 'sending') {
    logger.info('send batch for a mailing that is not sending; dropped', { accountId, mailingId });
    return;
  }
  const [key, base] = await Promise.all([getSigningKey(), getPublicBaseUrl()]);
  const subscribers = new Map((await subscribersRepository.getMany(accountId, batch.subscriberIds)).map((s) => [s.id, s]));
  const blacklist = await blacklistService.matcherFor(accountId, [...subscribers.values()]);
  // The plan's limits (spec section 9): e-mails for everyone this batch will send to, reserved first.
  const reservation = await reserveBatch(accountId, batch.subscriberIds.filter((id) => !skipReason(subscribers.get(id), blacklist)).length);
  const ctx: BatchContext = {
    accountId, mailingId, mailing, compiled: await compiledFor(accountId, mailing), key, base, blacklist, reservation, reserved: reservation.emails, counts: { sent: 0, failed: 0, skipped: 0 },
  };

  let stopped: unknown;
  for (const subscriberId of batch.subscriberIds) {
    try {
      await sendTo(ctx, subscriberId, subscribers.get(subscriberId));
    } catch (error) {
      stopped = error;
      break;
    }
  }
  try {
    await countBatch(ctx);
  } catch (error) {
    if (!stopped) throw error;
    logger.warn('a stopped batch could not be counted', { accountId, mailingId, error: (error as Error).message });
  }
  if (stopped) throw stopped;
}

/** Gives back what was reserved and not sent (the ledger counts e-mails sent) and counts the batch on the mailing: each tried even if the other fails. */
async function countBatch(ctx: BatchContext): Promise<void> {
  const results = await Promise.allSettled([ctx.reservation.settle(ctx.counts.sent), countProgress(ctx)]);
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw failure.reason;
}

async function countProgress(ctx: BatchContext): Promise<void> {
  const { counts } = ctx;
  const processed = counts.sent + counts.failed + counts.skipped;
  if (processed === 0) return;
  const after = await mailingsRepository.addStats(ctx.accountId, ctx.mailingId, { sent: counts.sent, failed: counts.failed, processed });
  // Only the batch that may be the last tries to finish: a refused conditional write costs as much
  // as a done one, on the mailing's own item. While planning goes on the count is 0, and the
  // planner tries once it is known.
  if (after.stats.recipients > 0 && after.processed >= after.stats.recipients) await completeIfDone(ctx.accountId, ctx.mailingId);
}
