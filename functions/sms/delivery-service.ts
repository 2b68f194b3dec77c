import { smsDeliveryStatus, type SnsSmsDeliveryLog } from '@shared/rules/sms-delivery';
import type { SmsMessageStatus } from '@shared/schemas/sms';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { subscribersService } from '@functions/subscribers/service';
import { isTransactionalMessageId } from '@functions/transactional/events';
import { transactionalRepository } from '@functions/transactional/repository';
import { tellSmsEvent } from '@functions/webhooks/tell';
import { smsMessagesRepository, type SettledSmsMessage } from './messages-repository';
import { FAILED_DELIVERY, movedProgress, movedTextDeltas } from './report-tally';

/** Operators may report `accepted` (at the operator) and later the outcome; any other status is final. */
const PROVISIONAL: ReadonlySet<SmsMessageStatus> = new Set(['accepted', 'en_route']);
/** Lines that changed while a report was applied are read again this many times. */
const TRIES = 3;

export type DeliveryResult = 'recorded' | 'duplicate' | 'not_ours';

/**
 * An operator's delivery report (SNS's delivery log, shared/rules/sms-delivery.ts) applied to its
 * text, once: the line, the sending's roll-ups and progress move together (messages-repository.ts
 * recordDelivery), conditional on the line as read, so a report delivered twice moves nothing the
 * second time. Then the number's quarantine (spec section 4): an expired, undeliverable or rejected
 * text counts a failure, a delivered one breaks the run; the line notes a failure counted, so a
 * report redelivered after the quarantine write failed counts it then (and a crash between the two
 * writes counts it twice: the README's window).
 */
export async function recordSmsDelivery(log: SnsSmsDeliveryLog): Promise<DeliveryResult> {
  const messageId = log.notification?.messageId;
  if (!messageId) return 'not_ours';
  const to = smsDeliveryStatus(log);
  for (let attempt = 1; attempt <= TRIES; attempt++) {
    const line = await smsMessagesRepository.byMessageId(messageId);
    // A test text, another system's, or a subscriber forgotten since: nothing of ours to report on.
    if (!line) return 'not_ours';
    const { accountId } = line;
    const from = line.delivery ?? 'sent';
    if (from === to || (line.delivery && !PROVISIONAL.has(line.delivery))) {
      await countQuarantine(accountId, line);
      return 'duplicate';
    }
    const recorded = await smsMessagesRepository.recordDelivery(accountId, line, {
      to,
      at: nowIso(),
      ...(to === 'delivered' ? {} : { detail: (log.delivery?.providerResponse ?? '').slice(0, 500) || undefined }),
      rollups: movedTextDeltas(from, to, line.charge),
      progress: movedProgress(from, to),
    });
    if (recorded) {
      await countQuarantine(accountId, { ...line, delivery: to });
      if (to === 'delivered') await tellDelivered(accountId, line);
      return 'recorded';
    }
    logger.info('SMS line changed while its delivery report was recorded; reading it again', { accountId, attempt });
  }
  throw new Error(`the delivery report of SMS ${messageId} could not be recorded after ${TRIES} tries`);
}

/** Webhooks hear of a delivered text (issue 20); one that could not be queued is logged (README: known limits). */
async function tellDelivered(accountId: string, line: SettledSmsMessage): Promise<void> {
  const transactional = isTransactionalMessageId(line.subscriberId);
  await tellSmsEvent(accountId, 'sms.delivered', {
    ...(transactional ? { transactionalId: line.subscriberId } : { smsId: line.smsId, subscriberId: line.subscriberId }),
    at: nowIso(),
  }).catch((error: unknown) => logger.error('SMS delivery webhook event not queued', { accountId, error: error as Error }));
}

/**
 * Whose number the text went to: a transactional text's line stands under its message's id (the
 * engine's recipient), and the subscriber it was about, if any, is on the message.
 */
async function subscriberOf(accountId: string, line: SettledSmsMessage): Promise<string | undefined> {
  if (!isTransactionalMessageId(line.subscriberId)) return line.subscriberId;
  return (await transactionalRepository.getMany(accountId, [line.subscriberId]))[0]?.subscriberId;
}

async function countQuarantine(accountId: string, line: SettledSmsMessage): Promise<void> {
  if (line.quarantineCounted || !line.delivery) return;
  const failed = FAILED_DELIVERY.has(line.delivery);
  if (!failed && line.delivery !== 'delivered') return;
  const subscriberId = await subscriberOf(accountId, line);
  if (subscriberId) await subscribersService.recordMailOutcome(accountId, subscriberId, failed ? 'failed' : 'delivered', 'smsQuarantine');
  if (failed) await smsMessagesRepository.markQuarantineCounted(accountId, line);
}
