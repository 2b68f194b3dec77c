import type { Currency } from '@shared/constants';
import { dayIn } from '@shared/rules/time-zone';
import { transactionalRefusal } from '@shared/rules/transactional';
import { smsParts } from '@shared/rules/sms';
import { smsCost } from '@shared/rules/sms-prices';
import { accountSettings, accountTimeZone } from '@functions/accounts/settings-service';
import { blacklistService, type BlacklistMatcher } from '@functions/blacklist/service';
import type { Channel } from '@functions/delivery/channel';
import { smsChannel } from '@functions/delivery/sms-channel';
import { sendSms, type OutgoingSms } from '@functions/platform/sms';
import { loadTransactionalRecipients, transactionalStore, type TransactionalRecipient } from './recipients';

/** What the SMS claim shape (delivery/sms-channel.ts) reads of a batch's preparation, and the day the roll-ups count in. */
interface Prepared {
  accountId: string;
  currency: Currency;
  /** The month's sending: its `SMSTO#` lines, roll-ups and progress hold the texts. */
  sms: { id: string };
  blacklist: BlacklistMatcher;
  /** The account's day (its time zone): the report's chart by day. */
  day: string;
}

/** The roll-up of one day's transactional texts (texts, parts, cost), beside the month's status and prefix roll-ups. */
export const dayRollup = (day: string) => `day#${day}`;

/**
 * Transactional SMS (issue 19) through the delivery engine, with the SMS sendings' claim shape: a
 * text's claim is its `SMSTO#<message>#<month's sending>` line, so it is charged (parts × the
 * prefix's price, shared/rules/sms-prices.ts), counted in the month's roll-ups and progress in the
 * transaction that settles it, and operators' delivery reports (functions/sms/delivery-service.ts)
 * find it through its message id and move its status, roll-ups and progress as any text's.
 */
export const transactionalSmsChannel: Channel<Prepared, OutgoingSms> = {
  name: 'sms',
  pauses: false,
  store: transactionalStore,
  loadRecipients: loadTransactionalRecipients,

  claims: {
    ...smsChannel.claims,
    rollups(outcome, context) {
      const deltas = smsChannel.claims.rollups!(outcome, context);
      const prepared = context.prepared as Prepared | undefined;
      const message = context.message as OutgoingSms | undefined;
      if (outcome.kind === 'sent' && prepared && message) {
        const parts = smsParts(message.text).parts;
        deltas.set(dayRollup(prepared.day), { add: { texts: 1, parts, cost: smsCost(message.to, parts, prepared.currency).costMicros } });
      }
      return deltas;
    },
  },

  async prepare(ref, _head, recipients) {
    const [currency, timeZone, blacklist] = await Promise.all([
      accountSettings.currency(ref.accountId),
      accountTimeZone(ref.accountId),
      blacklistService.matcherFor(
        ref.accountId,
        [...recipients.values()].map((r) => ({ gsm: r.gsm })),
      ),
    ]);
    return { accountId: ref.accountId, currency, sms: { id: ref.id }, blacklist, day: dayIn(timeZone, new Date()) };
  },

  async refusal(prepared, _id, recipient) {
    if (!recipient?.gsm) return { kind: 'refused', reason: 'no_gsm' };
    const refusal = transactionalRefusal(recipient, 'sms', new Date());
    if (refusal) return { kind: 'refused', reason: refusal };
    return prepared.blacklist.isBlocked({ gsm: recipient.gsm }) ? { kind: 'refused', reason: 'blacklisted' } : undefined;
  },

  compose: (_prepared, _id, recipient) => {
    const { message } = recipient as TransactionalRecipient;
    return { to: recipient.gsm!, sender: message.sender!, text: message.text! };
  },

  deliver: (_prepared, message) => sendSms(message),
};
