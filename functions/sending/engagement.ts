import { SENDABLE_STATUSES } from '@shared/constants';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { subscribersService } from '@functions/subscribers/service';
import { activityRepository } from '@functions/activity/repository';
import { bounceCode, QUARANTINE_BOUNCE_CODES } from '@shared/rules/quarantine';
import type { SesEvent } from './messages';
import { sendsRepository, type EngagementField } from './repository';
import { rollupsRepository, type EngagementCounter } from './rollups-repository';

interface Target {
  accountId: string;
  mailingId: string;
  subscriberId: string;
}

/**
 * Counts each kind of engagement once per recipient (the send record remembers the first) in the
 * roll-up of the recipient's shard, and records it in the subscriber's activity, which the details
 * page and segments read. Every write lands in keys of the recipient's shard (or their subscriber
 * shard): an event never writes an item shared by the whole mailing.
 */
async function countFirst(t: Target, field: EngagementField, stat: EngagementCounter, at = nowIso(), detail?: string): Promise<boolean> {
  if (!(await sendsRepository.markFirst(t.accountId, t.mailingId, t.subscriberId, field, at))) return false;
  await rollupsRepository.count(t.accountId, t.mailingId, t.subscriberId, stat);
  await activityRepository.record(t.accountId, t.subscriberId, { type: stat, at, mailingId: t.mailingId, ...(detail ? { detail } : {}) });
  return true;
}

/** Statuses an unsubscribe link may move to "unsubscribed" (3). */
const UNSUBSCRIBABLE = [...SENDABLE_STATUSES, 4] as const;

export const engagement = {
  open: (t: Target) => countFirst(t, 'openedAt', 'opened'),

  /** A click proves the message was opened even when images were blocked. */
  async click(t: Target, url?: string): Promise<void> {
    await countFirst(t, 'clickedAt', 'clicked', nowIso(), url?.slice(0, 500));
    await countFirst(t, 'openedAt', 'opened');
  },

  async unsubscribe(t: Target): Promise<void> {
    const at = nowIso();
    await subscribersService.unsubscribe(t.accountId, t.subscriberId, UNSUBSCRIBABLE);
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
        await subscribersService.recordMailOutcome(send.accountId, send.subscriberId, 'delivered');
        break;
      case 'Bounce': {
        const diagnostic = event.bounce?.bouncedRecipients?.[0]?.diagnosticCode;
        // Transient bounces are retried by SES and do not count as bounces.
        if (event.bounce?.bounceType === 'Permanent') await countFirst(send, 'bouncedAt', 'bounced', nowIso(), diagnostic?.slice(0, 200));
        // Quarantine counts the bounces whose SMTP code the spec lists, permanent or not.
        const code = bounceCode(diagnostic);
        if (code !== undefined && QUARANTINE_BOUNCE_CODES.includes(code)) await subscribersService.recordMailOutcome(send.accountId, send.subscriberId, 'failed');
        break;
      }
      case 'Complaint':
        if (await countFirst(send, 'complainedAt', 'complained')) {
          await subscribersService.unsubscribe(send.accountId, send.subscriberId, UNSUBSCRIBABLE);
        }
        break;
      default:
        break;
    }
  },
};
