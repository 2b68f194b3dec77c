import { SENDABLE_STATUSES } from '@shared/constants';
import { isQuarantined } from '@shared/rules/quarantine';
import type { Currency } from '@shared/constants';
import { passesPrefixRule, smsParts } from '@shared/rules/sms';
import { smsCost, smsPrefixOf } from '@shared/rules/sms-prices';
import type { SmsMessageStatus, SmsNotSentReason } from '@shared/schemas/sms';
import type { Subscriber } from '@shared/schemas/subscriber';
import { blacklistService, type BlacklistMatcher } from '@functions/blacklist/service';
import { notify } from '@functions/notifications/notify';
import { sendSms, type OutgoingSms } from '@functions/platform/sms';
import { trackedText } from '@functions/sms/abx-links';
import { getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { smsRepository, type SmsRecord } from '@functions/sms/repository';
import { smsTotals } from '@functions/sms/abx-totals';
import { subscribersRepository } from '@functions/subscribers/repository';
import { DEFAULT_CURRENCY, accountSettings } from '@functions/accounts/settings-service';
import { smsDeliveryEntry } from '@functions/data/keys/activity';
import { settledTextDeltas, type SmsCharge } from '@functions/sms/report-tally';
import type { Channel, Outcome, SettleContext } from './channel';
import { claimExpiry } from './claims';
import { sendingRecords } from './records-repository';

interface Prepared {
  accountId: string;
  /** The account's currency: what the texts' cost is counted in (issue 18). */
  currency: Currency;
  sms: SmsRecord;
  blacklist: BlacklistMatcher;
  /** An SMS A/B test's variant tracks its links' clicks (functions/sms/abx-links.ts). */
  tracking?: { key: Uint8Array; base: string; accountId: string };
}

/** Why a planned recipient must not get the text now (the reason names the not-sent status), or undefined. */
function refusalOf(subscriber: Subscriber | undefined, sms: SmsRecord, blacklist: BlacklistMatcher): SmsNotSentReason | undefined {
  if (!subscriber || !SENDABLE_STATUSES.includes(subscriber.status)) return 'not_sendable';
  if (!subscriber.gsm) return 'no_gsm';
  if (!passesPrefixRule(subscriber.gsm, sms.onlyPrefix48)) return 'GSM_PREFIX_48_ONLY';
  if (isQuarantined(subscriber.smsQuarantine, new Date())) return 'quarantined';
  if (blacklist.isBlocked({ gsm: subscriber.gsm })) return 'blacklisted';
  return undefined;
}

/** What a text handed to SNS is charged: its parts as it went (tracked links lengthen it) at its prefix's price. */
function chargeOf(context: SettleContext): SmsCharge | undefined {
  const message = context.message as OutgoingSms | undefined;
  const prepared = context.prepared as Prepared | undefined;
  if (!message || !prepared) return undefined;
  const parts = smsParts(message.text).parts;
  return { parts, ...smsCost(message.to, parts, prepared.currency) };
}

// Issue 17: a planned SMS sending (or a cyclic run) starts from `planned` (functions/sms/schedule.ts).
const records = sendingRecords({ key: (keys, id) => keys.smsRecord(id), from: ['planned'], errorParams: false });

/**
 * Texts through SNS. The claim is the subscriber's `SMSTO#` item (in their shard), which, settled,
 * is also the line of their SMS contact history: state `sent`, `not_sent`, `not_sent_prefix` or
 * `unknown` (a worker died mid-send), with the reason and the provider's words.
 */
export const smsChannel: Channel<Prepared, OutgoingSms> = {
  name: 'sms',
  store: {
    ...records,
    /**
     * Whoever ordered it hears of its end, once per sending they ordered: an A/B test's variant is
     * not one (the test's end tells them, with every text of the test counted: functions/sms/abx-totals.ts).
     */
    async tellOwner(accountId, id) {
      const sms = await smsRepository.get(accountId, id).catch(() => undefined);
      if (!sms || sms.variant) return;
      const totals = await smsTotals(accountId, [sms]).catch(() => undefined);
      if (totals) await notify.smsEnded({ ...sms, stats: totals.get(id)!.stats }, accountId);
    },
    noRecipients: 'SMS_NO_RECIPIENTS',
  },

  claims: {
    key: (keys, smsId, subscriberId) => keys.smsMessage(subscriberId, smsId),
    claimed: (ref, subscriberId, subscriber, at) => ({ subscriberId, smsId: ref.id, gsm: subscriber?.gsm ?? '', at, ttl: claimExpiry() }),
    claimedAt: 'at',
    settled: (outcome: Outcome, at, context) => {
      switch (outcome.kind) {
        case 'sent': {
          // Its charge stays on the line (a delivery report moves it); the line goes on the message id's index.
          const prepared = context.prepared as Prepared;
          const charge = chargeOf(context);
          return {
            state: 'sent',
            messageId: outcome.messageId,
            at,
            ...(charge ? { charge } : {}),
            ...smsDeliveryEntry(prepared.accountId, outcome.messageId, prepared.sms.id, (context.subscriber as Subscriber).id),
          };
        }
        case 'refused':
          return { state: outcome.reason === 'GSM_PREFIX_48_ONLY' ? 'not_sent_prefix' : 'not_sent', reason: outcome.reason, at };
        case 'rejected':
          return { state: 'not_sent', reason: 'SMS_SEND_ERROR', detail: outcome.detail.slice(0, 500), at };
        case 'interrupted':
          return { state: 'unknown', at };
      }
    },
    counters: (outcome, context): Record<string, number> => {
      // Issue 18: a sent text's parts and cost, summed with the progress, are the SMS reports' list figures.
      if (outcome.kind === 'sent') {
        const charge = chargeOf(context);
        return { sent: 1, ...(charge ? { parts: charge.parts, cost: charge.costMicros } : {}) };
      }
      if (outcome.kind === 'refused') return outcome.reason === 'GSM_PREFIX_48_ONLY' ? { notSentPrefix: 1 } : { notSent: 1 };
      return outcome.kind === 'rejected' ? { notSent: 1 } : {};
    },
    rollups(outcome, context) {
      const prepared = context.prepared as Prepared | undefined;
      const status = smsChannel.claims.settled(outcome, '', context).state as SmsMessageStatus;
      // A claim settled stale knows neither the number nor the currency: its status still counts.
      return settledTextDeltas(
        status,
        {
          prefix: context.subscriber?.gsm ? smsPrefixOf(context.subscriber.gsm) : undefined,
          // Only a text SNS took is charged: one refused, or whose fate is unknown, is not billed.
          charge: outcome.kind === 'sent' ? chargeOf(context) : undefined,
        },
        prepared?.currency ?? DEFAULT_CURRENCY,
      );
    },
  },

  // Only subscribers with a number are recipients of a text; the sender checks the rest again.
  recipients: (accountId, ids) => subscribersRepository.idsWithNumber(accountId, ids),

  async prepare(ref, head, subscribers) {
    const sms = smsRepository.recordOf(head.item);
    // Texts are blocked by number only: the e-mail and domain lists are not read for them.
    const blacklist = await blacklistService.matcherFor(
      ref.accountId,
      [...subscribers.values()].map((s) => ({ gsm: s.gsm })),
    );
    const tracked = (head.item as { trackClicks?: boolean }).trackClicks;
    const tracking = tracked ? { key: await getSigningKey(), base: await getPublicBaseUrl(), accountId: ref.accountId } : undefined;
    return {
      accountId: ref.accountId,
      currency: await accountSettings.currency(ref.accountId),
      sms,
      blacklist,
      ...(tracking ? { tracking } : {}),
    };
  },

  async refusal(prepared, _subscriberId, subscriber) {
    const reason = refusalOf(subscriber, prepared.sms, prepared.blacklist);
    return reason ? { kind: 'refused', reason } : undefined;
  },

  compose: (prepared, subscriberId, subscriber) => {
    const { sms, tracking } = prepared;
    const text = tracking
      ? trackedText(sms.content, tracking.key, tracking.base, { accountId: tracking.accountId, smsId: sms.id, subscriberId })
      : sms.content;
    return { to: subscriber.gsm!, sender: sms.sender, text };
  },

  deliver: (_prepared, message) => sendSms(message),
};
