import { SENDABLE_STATUSES } from '@shared/constants';
import { isQuarantined } from '@shared/rules/quarantine';
import { passesPrefixRule } from '@shared/rules/sms';
import type { SmsMessageStatus, SmsNotSentReason } from '@shared/schemas/sms';
import type { Subscriber } from '@shared/schemas/subscriber';
import { logger } from '@functions/platform/logger';
import { isRetryableSendError } from '@functions/platform/aws';
import { sendSms } from '@functions/platform/sms';
import { blacklistService, type BlacklistMatcher } from '@functions/blacklist/service';
import type { SmsSendBatch } from '@functions/sending/messages';
import { staleClaimsBefore } from '@functions/sending/repository';
import { subscribersRepository } from '@functions/subscribers/repository';
import { completeSmsIfDone } from './complete';
import { smsMessagesRepository } from './messages-repository';
import { smsRepository, type SmsRecord } from './repository';

/** Why a planned recipient must not get the text now: the status it is recorded with and the reason. */
function refusal(subscriber: Subscriber | undefined, sms: SmsRecord, blacklist: BlacklistMatcher): { status: SmsMessageStatus; reason: SmsNotSentReason } | undefined {
  if (!subscriber || !SENDABLE_STATUSES.includes(subscriber.status)) return { status: 'not_sent', reason: 'not_sendable' };
  if (!subscriber.gsm) return { status: 'not_sent', reason: 'no_gsm' };
  if (!passesPrefixRule(subscriber.gsm, sms.onlyPrefix48)) return { status: 'not_sent_prefix', reason: 'GSM_PREFIX_48_ONLY' };
  if (isQuarantined(subscriber.smsQuarantine, new Date())) return { status: 'not_sent', reason: 'quarantined' };
  if (blacklist.isBlocked({ gsm: subscriber.gsm })) return { status: 'not_sent', reason: 'blacklisted' };
  return undefined;
}

/**
 * Sends one batch of an SMS sending. Each recipient is claimed before the text leaves, so a retried
 * batch never sends it twice; whatever stops the batch part way (a retryable provider failure, after
 * releasing its claim; the table out of reach) stops it after counting what it recorded.
 */
export async function sendSmsBatch(batch: SmsSendBatch): Promise<void> {
  const { accountId, smsId } = batch;
  const sms = await smsRepository.get(accountId, smsId);
  if (!sms || sms.state !== 'sending') {
    logger.info('send batch for an SMS sending that is not sending; dropped', { accountId, smsId });
    return;
  }
  const subscribers = new Map((await subscribersRepository.getMany(accountId, batch.subscriberIds)).map((s) => [s.id, s]));
  // Texts are blocked by number only: the e-mail and domain lists are not read for them.
  const blacklist = await blacklistService.matcherFor(accountId, [...subscribers.values()].map((s) => ({ gsm: s.gsm })));

  const counts = { sent: 0, notSent: 0, notSentPrefix: 0, unknown: 0 };
  let stopped: unknown;
  for (const subscriberId of batch.subscriberIds) {
    try {
      await textTo(accountId, sms, subscriberId, subscribers.get(subscriberId), blacklist, counts);
    } catch (error) {
      // Counted so far stays counted: the retry finds those recipients settled and would not count them.
      stopped = error;
      break;
    }
  }
  const { unknown, ...stats } = counts;
  const processed = stats.sent + stats.notSent + stats.notSentPrefix + unknown;
  if (processed > 0) {
    try {
      await smsRepository.addStats(accountId, smsId, { ...stats, processed });
      await completeSmsIfDone(accountId, smsId);
    } catch (error) {
      if (!stopped) throw error;
      logger.warn('a stopped SMS batch could not be counted', { accountId, smsId, error: (error as Error).message });
    }
  }
  if (stopped) throw stopped;
}

/** Claims a recipient, then texts them or records why not; throws what should stop the batch (a retryable provider failure, after releasing the claim). */
async function textTo(
  accountId: string, sms: SmsRecord, subscriberId: string, subscriber: Subscriber | undefined, blacklist: BlacklistMatcher,
  counts: { sent: number; notSent: number; notSentPrefix: number; unknown: number },
): Promise<void> {
  const smsId = sms.id;
  if (!(await smsMessagesRepository.claim(accountId, smsId, subscriberId, subscriber?.gsm ?? ''))) {
    // Someone else's claim: theirs to count, unless its worker died long ago (outcome unknown).
    if (await smsMessagesRepository.settleStale(accountId, smsId, subscriberId, staleClaimsBefore())) counts.unknown++;
    return;
  }
  const refused = refusal(subscriber, sms, blacklist);
  if (refused || !subscriber?.gsm) {
    await smsMessagesRepository.settle(accountId, smsId, subscriberId, refused?.status ?? 'not_sent', { reason: refused?.reason ?? 'no_gsm' });
    if (refused?.status === 'not_sent_prefix') counts.notSentPrefix++;
    else counts.notSent++;
    return;
  }
  let messageId: string;
  try {
    messageId = await sendSms({ to: subscriber.gsm, sender: sms.sender, text: sms.content });
  } catch (error) {
    if (isRetryableSendError(error)) {
      await smsMessagesRepository.release(accountId, smsId, subscriberId);
      throw error;
    }
    logger.warn('text refused by the SMS provider', { accountId, smsId, subscriberId, error: (error as Error).message });
    await smsMessagesRepository.settle(accountId, smsId, subscriberId, 'not_sent', { reason: 'SMS_SEND_ERROR', detail: (error as Error).message });
    counts.notSent++;
    return;
  }
  // Past this point the text is gone: a failure to record it leaves the claim, settled later as unknown.
  await smsMessagesRepository.settle(accountId, smsId, subscriberId, 'sent', { messageId });
  counts.sent++;
}
