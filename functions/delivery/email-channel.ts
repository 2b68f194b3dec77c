import { hourSendingEnded, isHourSending } from '@functions/mailings/send-types/optimisation';
import { mailDomain } from '@shared/rules/mail-domains';
import { mailSkipReason } from '@shared/rules/reachable';
import type { Subscriber } from '@shared/schemas/subscriber';
import { activityRepository } from '@functions/activity/repository';
import { blacklistService, type BlacklistMatcher } from '@functions/blacklist/service';
import { mailingsRepository, type MailingHead } from '@functions/mailings/repository';
import { notify } from '@functions/notifications/notify';
import { getPublicBaseUrl, getSigningKey } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { sendRaw, type MimeArena } from '@functions/platform/mailer';
import { daysRepository } from '@functions/reports/days-repository';
import { reserveBatch, type BatchReservation } from '@functions/sending/allowance';
import { mailingLinks, type MailingLinks } from '@functions/sending/links';
import { compileForSending } from '@functions/sending/compile';
import { renderFor, type CompiledMailing } from '@functions/sending/render';
import type { Channel, Outcome, SendingRef } from './channel';
import { claimExpiry } from './claims';
import { addProgress, progressRepository } from './progress';
import { sendingRecords } from './records-repository';

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

/** Why a planned recipient must not get the e-mail now, or undefined. */
function skipReason(subscriber: Subscriber | undefined, blacklist: BlacklistMatcher): string | undefined {
  const reason = mailSkipReason(subscriber, new Date());
  if (reason) return reason;
  if (blacklist.isBlocked({ email: subscriber!.email })) return 'blacklisted';
  return undefined;
}

interface Prepared {
  ref: SendingRef;
  mailing: MailingHead;
  compiled: CompiledMailing;
  links: MailingLinks;
  blacklist: BlacklistMatcher;
  reservation: BatchReservation;
  /** E-mails of the reservation not yet given to a recipient. */
  reserved: number;
}

/**
 * One of the batch's reserved e-mails for this recipient (and, in a trial, a place among its
 * recipients); false past the plan's limit (other sendings took what was left after this one was
 * planned): processed, not sent. Taken before the await: recipients of one batch are checked side by side.
 */
export async function admitReserved(prepared: { reserved: number; reservation: BatchReservation }, subscriberId: string): Promise<boolean> {
  if (prepared.reserved <= 0) return false;
  prepared.reserved--;
  if (await prepared.reservation.admit(subscriberId)) return true;
  prepared.reserved++;
  return false;
}

const records = sendingRecords({ key: (keys, id) => keys.mailing(id), from: ['planned'], errorParams: true });

/** E-mail through SES: the claim is the mailing's `SEND#` item in the recipient's shard of the mailing's sending family. */
/** One recipient's message: its complete MIME (CRLF throughout) and what SES needs beside it. */
interface RawEmail {
  from: string;
  to: string;
  raw: Buffer;
  tags: Record<string, string>;
  /** Where `raw` was written: back to the pool once SES answered. */
  arena: MimeArena;
}

/**
 * Buffers messages are written into, reused (platform/mailer.ts, MimeArena): taken when a message
 * is composed, given back when SES answered, so a container holds one per message in flight.
 */
const arenas: MimeArena[] = [];
const ARENAS_KEPT = 8;

export const emailChannel: Channel<Prepared, RawEmail> = {
  name: 'email',
  store: {
    ...records,
    async tellOwner(accountId, id) {
      const [mailing, progress] = await Promise.all([mailingsRepository.head(accountId, id), progressRepository.sum(accountId, id)]).catch(
        () => [],
      );
      // An optimisation's hour: the parent ends (and tells) once every hour has.
      if (mailing && isHourSending(mailing)) return hourSendingEnded(accountId, mailing);
      if (mailing && progress) await notify.mailingEnded({ ...mailing, stats: addProgress(mailing.stats, progress) }, accountId);
    },
    async finishPlanning(accountId, id, step, recipients, at) {
      const finished = await records.finishPlanning(accountId, id, step, recipients, at);
      // Only the caller whose conditional write finished the planning gets here: the sending counts once on its day.
      if (finished) await daysRepository.countSending(accountId, id, { mailings: 1 });
      return finished;
    },
    noRecipients: 'MAILING_NO_RECIPIENTS',
  },

  claims: {
    key: (keys, mailingId, subscriberId) => keys.sendClaim(mailingId, subscriberId),
    claimed: (ref, subscriberId, subscriber, at) => ({
      accountId: ref.accountId,
      mailingId: ref.id,
      subscriberId,
      // The report's recipient domains (functions/engagement/report-counts.ts reads it with the events).
      domain: mailDomain(subscriber?.email),
      claimedAt: at,
      ttl: claimExpiry(),
    }),
    claimedAt: 'claimedAt',
    settled: (outcome: Outcome, at) => {
      switch (outcome.kind) {
        case 'sent':
          return { state: 'sent', messageId: outcome.messageId, sentAt: at };
        case 'refused':
          return { state: 'failed', error: outcome.reason };
        case 'rejected':
          return { state: 'failed', error: outcome.detail.slice(0, 500) };
        case 'interrupted':
          return { state: 'failed', error: 'interrupted' };
      }
    },
    // Refused and interrupted recipients are processed without counting as sent or failed: SES never refused them.
    counters: (outcome): Record<string, number> =>
      outcome.kind === 'sent' ? { sent: 1 } : outcome.kind === 'rejected' ? { failed: 1 } : {},
  },

  async prepare(ref, head, subscribers, ids) {
    const mailing = mailingsRepository.headOf(head.item);
    const [key, base, compiled] = await Promise.all([getSigningKey(), getPublicBaseUrl(), compiledFor(ref.accountId, mailing)]);
    const blacklist = await blacklistService.matcherFor(ref.accountId, [...subscribers.values()]);
    // The plan's limits (spec section 9): e-mails for everyone this batch may send to, reserved first.
    const reservation = await reserveBatch(ref.accountId, ids.filter((id) => !skipReason(subscribers.get(id), blacklist)).length);
    return { ref, mailing, compiled, links: mailingLinks(base, key, ref.id), blacklist, reservation, reserved: reservation.emails };
  },

  async refusal(prepared, subscriberId, subscriber) {
    const skip = skipReason(subscriber, prepared.blacklist);
    if (skip) return { kind: 'refused', reason: skip };
    return (await admitReserved(prepared, subscriberId)) ? undefined : { kind: 'refused', reason: 'FEATURE_LIMIT_REACHED' };
  },

  compose(prepared, subscriberId, subscriber) {
    const { accountId, id: mailingId } = prepared.ref;
    const urls = prepared.links.recipient(accountId, subscriberId);
    const arena = arenas.pop() ?? {};
    try {
      const message = renderFor(prepared.compiled, { ...subscriber, email: subscriber.email! }, urls, arena);
      return {
        from: prepared.mailing.fromEmail,
        to: subscriber.email!,
        raw: message.raw,
        tags: { account: accountId, mailing: mailingId, subscriber: subscriberId },
        arena,
      };
    } catch (error) {
      arenas.push(arena);
      throw error;
    }
  },

  async deliver(_prepared, message) {
    try {
      return await sendRaw(message);
    } finally {
      if (arenas.length < ARENAS_KEPT) arenas.push(message.arena);
    }
  },

  async afterSent(prepared, subscriberId) {
    await activityRepository
      .record(prepared.ref.accountId, subscriberId, { type: 'sent', at: nowIso(), mailingId: prepared.ref.id })
      .catch((error: unknown) =>
        logger.warn('the sent activity could not be recorded', { ...prepared.ref, subscriberId, error: (error as Error).message }),
      );
  },

  // The ledger counts e-mails sent: what was reserved and not sent goes back. The account's report day counts them too.
  async finish(prepared, sent) {
    await Promise.all([
      prepared.reservation.settle(sent),
      sent > 0 ? daysRepository.countSending(prepared.ref.accountId, prepared.ref.id, { sent }) : undefined,
    ]);
  },
};
