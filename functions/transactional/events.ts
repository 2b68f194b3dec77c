import { EMAIL_EVENTS, type EmailEvent } from '@shared/rules/transactional';
import type { SubscriberEffect } from '@functions/engagement/events';
import { applyEffects, type BatchItem } from '@functions/engagement/ingest';
import { logger } from '@functions/platform/logger';
import { transactionalRepository } from './repository';

/** A transactional message's id (`TX` + ULID): what its e-mail's tags and tracking links name as the mailing. No mailing's id (a ULID) has this shape. */
export const isTransactionalMessageId = (id: string) => /^TX[0-9A-Z]{26}$/.test(id);

const isEmailEvent = (type: string): type is EmailEvent => (EMAIL_EVENTS as readonly string[]).includes(type);

/**
 * Events of transactional e-mails (SES's delivery, bounce, complaint; the tracking's opens and
 * clicks): each event's first time is written on the message (conditional: a redelivered event
 * writes nothing), which its status is read from. When the message is about a subscriber, the
 * subscriber's bookkeeping is a mailing's (quarantine streaks, a complaint unsubscribes), done
 * for first-time engagements only. Answers the queue message ids that failed.
 */
export async function ingestTransactional(items: readonly BatchItem[]): Promise<string[]> {
  const failed: string[] = [];
  for (const item of items) {
    const { accountId, mailingId: id, subscriberId } = item.event.target;
    try {
      const effects: { subscriberId: string; effect: SubscriberEffect }[] = item.event.effects.map((effect) => ({ subscriberId, effect }));
      for (const { marker, effect } of item.event.counted) {
        if (!isEmailEvent(marker.type)) continue;
        const first = await transactionalRepository.recordEvent(accountId, id, marker.type, marker.at);
        if (first && effect) effects.push({ subscriberId, effect });
      }
      // A message about no subscriber names itself as the subscriber: nobody's record to keep.
      if (subscriberId !== id && effects.length) await applyEffects(accountId, effects);
    } catch (error) {
      logger.error('a transactional message event could not be recorded', { accountId, id, error: (error as Error).message });
      failed.push(item.id);
    }
  }
  return failed;
}
