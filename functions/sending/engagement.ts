import { SENDABLE_STATUSES } from '@shared/constants';
import type { MailingStats } from '@shared/schemas/mailing';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { mailingsRepository } from '@functions/mailings/repository';
import { subscribersRepository } from '@functions/subscribers/repository';
import type { SesEvent } from './messages';
import { sendsRepository, type EngagementField } from './repository';

interface Target {
  accountId: string;
  mailingId: string;
  subscriberId: string;
}

/** Counts each kind of engagement once per recipient: the send record remembers the first. */
async function countFirst(t: Target, field: EngagementField, stat: keyof MailingStats, at = nowIso()): Promise<boolean> {
  if (!(await sendsRepository.markFirst(t.accountId, t.mailingId, t.subscriberId, field, at))) return false;
  await mailingsRepository.addStats(t.accountId, t.mailingId, { [stat]: 1 });
  return true;
}

/** Statuses an unsubscribe link may move to "unsubscribed" (3). */
const UNSUBSCRIBABLE = [...SENDABLE_STATUSES, 4] as const;

export const engagement = {
  open: (t: Target) => countFirst(t, 'openedAt', 'opened'),

  /** A click proves the message was opened even when images were blocked. */
  async click(t: Target): Promise<void> {
    await countFirst(t, 'clickedAt', 'clicked');
    await countFirst(t, 'openedAt', 'opened');
  },

  async unsubscribe(t: Target): Promise<void> {
    const at = nowIso();
    await subscribersRepository.unsubscribe(t.accountId, t.subscriberId, UNSUBSCRIBABLE, at);
    await countFirst(t, 'unsubscribedAt', 'unsubscribed', at);
  },

  /** SES delivery, bounce and complaint events, matched to the send by SES's message id. */
  async sesEvent(event: SesEvent): Promise<void> {
    const send = await sendsRepository.findByMessageId(event.mail.messageId);
    if (!send) {
      logger.info('SES event for a message that is not a mailing send', { messageId: event.mail.messageId, type: event.eventType });
      return;
    }
    switch (event.eventType) {
      case 'Delivery':
        await countFirst(send, 'deliveredAt', 'delivered');
        break;
      case 'Bounce':
        // Transient bounces are retried by SES and feed quarantine rules, not the bounce count.
        if (event.bounce?.bounceType === 'Permanent') await countFirst(send, 'bouncedAt', 'bounced');
        break;
      case 'Complaint':
        if (await countFirst(send, 'complainedAt', 'complained')) {
          await subscribersRepository.unsubscribe(send.accountId, send.subscriberId, UNSUBSCRIBABLE, nowIso());
        }
        break;
      default:
        break;
    }
  },
};
