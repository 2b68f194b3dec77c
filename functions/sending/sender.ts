import { SENDABLE_STATUSES } from '@shared/constants';
import { isQuarantined } from '@shared/rules/quarantine';
import type { Subscriber } from '@shared/schemas/subscriber';
import { getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { sendEmail } from '@functions/platform/mailer';
import { isRetryableSendError } from '@functions/platform/aws';
import { mailingsRepository, type MailingRecord } from '@functions/mailings/repository';
import { subscribersRepository } from '@functions/subscribers/repository';
import type { SendBatch } from './messages';
import { compileMailing, renderFor, type CompiledMailing } from './render';
import { trackingUrls } from './links';
import { completeIfDone } from './complete';
import { sendsRepository, staleClaimsBefore } from './repository';
import { activityRepository } from '@functions/activity/repository';
import { blacklistService, type BlacklistMatcher } from '@functions/blacklist/service';
import { reserveBatch } from './allowance';

/** Compiled templates per mailing version, kept for the life of the container. */
const compiledCache = new Map<string, CompiledMailing>();
function compiledFor(accountId: string, mailing: MailingRecord): CompiledMailing {
  const key = `${accountId}:${mailing.id}:${mailing.updatedAt}`;
  let compiled = compiledCache.get(key);
  if (!compiled) {
    compiled = compileMailing(mailing.subject, mailing.html);
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

/**
 * Sends one batch. Each recipient is claimed before SES is called, so a retried batch never
 * sends the same e-mail twice; a retryable SES failure releases the claim and fails the batch.
 */
export async function sendBatch(batch: SendBatch): Promise<void> {
  const { accountId, mailingId } = batch;
  const mailing = await mailingsRepository.get(accountId, mailingId);
  if (!mailing || mailing.state !== 'sending') {
    logger.info('send batch for a mailing that is not sending; dropped', { accountId, mailingId });
    return;
  }
  const [key, base] = await Promise.all([getSigningKey(), getPublicBaseUrl()]);
  const compiled = compiledFor(accountId, mailing);
  const subscribers = new Map((await subscribersRepository.getMany(accountId, batch.subscriberIds)).map((s) => [s.id, s]));
  const blacklist = await blacklistService.matcherFor(accountId, [...subscribers.values()]);
  // The plan's limits (spec section 9): e-mails for everyone this batch will send to, reserved first.
  const reservation = await reserveBatch(accountId, batch.subscriberIds.filter((id) => !skipReason(subscribers.get(id), blacklist)).length);
  let reserved = reservation.emails;

  let sent = 0;
  let failed = 0;
  let skipped = 0;
  let retryError: unknown;
  for (const subscriberId of batch.subscriberIds) {
    const subscriber = subscribers.get(subscriberId);
    if (!(await sendsRepository.claim(accountId, mailingId, subscriberId))) {
      // Someone else's claim: theirs to count, unless its worker died long ago.
      if (await sendsRepository.settleStale(accountId, mailingId, subscriberId, staleClaimsBefore())) skipped++;
      continue;
    }
    // Unsubscribed, deleted, quarantined or without an address since planning: processed, not sent.
    const skip = skipReason(subscriber, blacklist);
    if (skip || !subscriber?.email) {
      await sendsRepository.markFailed(accountId, mailingId, subscriberId, skip ?? 'no_email');
      skipped++;
      continue;
    }
    // Past the plan's limit (other sendings took what was left after this one was planned): processed, not sent.
    if (reserved === 0 || !(await reservation.admit(subscriberId))) {
      await sendsRepository.markFailed(accountId, mailingId, subscriberId, 'FEATURE_LIMIT_REACHED');
      skipped++;
      continue;
    }
    reserved--;
    const urls = trackingUrls(base, key, { a: accountId, m: mailingId, s: subscriberId });
    const message = renderFor(compiled, { email: subscriber.email, name: subscriber.name }, urls);
    try {
      const messageId = await sendEmail({
        from: { name: mailing.fromName, address: mailing.fromEmail },
        to: subscriber.email,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: { 'List-Unsubscribe': `<${urls.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        tags: { account: accountId, mailing: mailingId, subscriber: subscriberId },
      });
      await sendsRepository.markSent(accountId, mailingId, subscriberId, messageId);
      await activityRepository.record(accountId, subscriberId, { type: 'sent', at: nowIso(), mailingId });
      sent++;
    } catch (error) {
      if (isRetryableSendError(error)) {
        await sendsRepository.release(accountId, mailingId, subscriberId);
        retryError = error;
        break;
      }
      logger.warn('recipient rejected by SES', { accountId, mailingId, subscriberId, error: (error as Error).message });
      await sendsRepository.markFailed(accountId, mailingId, subscriberId, (error as Error).message);
      failed++;
    }
  }
  // What was reserved and not sent goes back: the ledger counts e-mails sent.
  await reservation.settle(sent);
  if (sent + failed + skipped > 0) {
    await mailingsRepository.addStats(accountId, mailingId, { sent, failed, processed: sent + failed + skipped });
    await completeIfDone(accountId, mailingId);
  }
  if (retryError) throw retryError;
}
