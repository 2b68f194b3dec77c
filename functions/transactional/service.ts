import { audienceScope } from '@functions/segments/restriction';
import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { normalizeGsm } from '@shared/rules/contacts';
import { monthIn } from '@shared/rules/time-zone';
import { canonicalJson } from '@shared/rules/transactional';
import {
  IDEMPOTENCY_TTL_HOURS,
  IdempotencyKey,
  type TransactionalEmailBody,
  type TransactionalMessage,
  type TransactionalSmsBody,
} from '@shared/schemas/transactional';
import { transactionalSendingId } from '@functions/data/keys/transactional';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { nowIso } from '@functions/platform/dynamo';
import { sendingQueues } from '@functions/sending/queues';
import { subscribersRepository } from '@functions/subscribers/repository';
import { templatesService } from '@functions/templates/service';
import { progressRepository } from '@functions/delivery/progress';
import { transactionalRepository, type TransactionalRecord } from './repository';
import { messageView } from './view';

/** The caller: a token's principal (its creator's segment restriction with it), or a test's account. */
type Actor = Pick<Principal, 'accountId'> & Partial<Pick<Principal, 'segmentIds'>>;
type Channel = 'email' | 'sms';
type Addressee = Omit<TransactionalRecord, 'id' | 'channel' | 'sendingId' | 'createdAt'>;

const digestOf = (channel: Channel, body: unknown) => createHash('sha256').update(canonicalJson({ channel, body })).digest('base64url');

const enqueue = (accountId: string, record: Pick<TransactionalRecord, 'id' | 'channel' | 'sendingId'>) =>
  sendingQueues.send([
    { channel: record.channel, accountId, sendingId: record.sendingId, subscriberIds: [record.id], transactional: true },
  ]);

/**
 * The subscriber a message is about: the one named (who must hold that address or number), else
 * the one holding it, if any — whose status and quarantine the send then respects. A restricted
 * caller names only subscribers in their reach: one outside is answered as one that does not match.
 */
async function subscriberFor(actor: Actor, given: string | undefined, by: { email?: string; gsm?: string }) {
  const { accountId } = actor;
  if (given) {
    const subscriber = await subscribersRepository.get(accountId, given);
    const scope = await audienceScope(accountId, actor.segmentIds);
    if (!subscriber || (scope && !scope(subscriber.id)) || (by.email ? subscriber.email !== by.email : subscriber.gsm !== by.gsm))
      throw ValidationError.field('to.subscriberId', 'TRANSACTIONAL_SUBSCRIBER_MISMATCH');
    return subscriber.id;
  }
  const found = by.email
    ? await subscribersRepository.idsByEmails(accountId, [by.email])
    : await subscribersRepository.idsByGsms(accountId, [by.gsm!]);
  return found.values().next().value;
}

/** A key's first answer: the same message (never sent again), or a refusal when the body differs. */
async function replay(accountId: string, entry: { bodyDigest: string; messageId: string }, digest: string): Promise<TransactionalMessage> {
  if (entry.bodyDigest !== digest) throw new ConflictError('IDEMPOTENCY_KEY_REUSED');
  const found = await transactionalRepository.withClaim(accountId, entry.messageId);
  if (!found) throw new NotFoundError('TRANSACTIONAL_NOT_FOUND');
  const view = messageView(found.record, found.claim);
  // The first request may have died between accepting and queueing: queued again, the claim keeps it to one send.
  if (view.status === 'queued') await enqueue(accountId, found.record);
  return view;
}

/**
 * Accepts one message: with an `Idempotency-Key`, the key and the message are written in one
 * conditional transaction, so a retry — or the same request twice at once — finds the key and
 * answers the first message; the body's digest must match (IDEMPOTENCY_KEY_REUSED otherwise).
 */
async function accept(
  actor: Actor,
  channel: Channel,
  body: unknown,
  idempotencyKey: string | undefined,
  addressee: () => Promise<Addressee>,
) {
  const { accountId } = actor;
  const key = idempotencyKey === undefined ? undefined : IdempotencyKey.safeParse(idempotencyKey);
  if (key && !key.success) throw ValidationError.field('Idempotency-Key', 'IDEMPOTENCY_KEY_INVALID');
  const digest = digestOf(channel, body);
  if (key) {
    const entry = await transactionalRepository.idempotency(accountId, key.data);
    if (entry) return replay(accountId, entry, digest);
  }
  const now = new Date();
  const record: TransactionalRecord = {
    id: `TX${ulid()}`,
    channel,
    sendingId: transactionalSendingId(channel, monthIn(await accountTimeZone(accountId), now)),
    createdAt: now.toISOString(),
    ...(await addressee()),
  };
  const entry = {
    bodyDigest: digest,
    messageId: record.id,
    expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 3600_000).toISOString(),
  };
  if (!(await transactionalRepository.create(accountId, record, key ? { key: key.data, entry } : undefined))) {
    const first = await transactionalRepository.idempotency(accountId, key!.data);
    if (!first) throw new ConflictError('IDEMPOTENCY_KEY_REUSED');
    return replay(accountId, first, digest);
  }
  await enqueue(accountId, record);
  return messageView(record, undefined);
}

export const transactionalService = {
  /** Issue 19: a template to one address with merge data, through the delivery engine. */
  sendEmail(actor: Actor, body: TransactionalEmailBody, idempotencyKey?: string): Promise<TransactionalMessage> {
    return accept(actor, 'email', body, idempotencyKey, async () => {
      await templatesService.get(actor.accountId, body.templateId);
      const subscriberId = await subscriberFor(actor, body.to.subscriberId, { email: body.to.email });
      return {
        email: body.to.email,
        templateId: body.templateId,
        ...(body.data ? { data: body.data } : {}),
        ...(subscriberId ? { subscriberId } : {}),
      };
    });
  },

  /** Issue 19: one text to one number, through the delivery engine's SMS path. */
  sendSms(actor: Actor, body: TransactionalSmsBody, idempotencyKey?: string): Promise<TransactionalMessage> {
    return accept(actor, 'sms', body, idempotencyKey, async () => {
      const number = normalizeGsm(body.to.gsm, true);
      if ('problem' in number) throw ValidationError.field('to.gsm', number.problem);
      const subscriberId = await subscriberFor(actor, body.to.subscriberId, { gsm: number.gsm });
      return { gsm: number.gsm, sender: body.sender, text: body.text, ...(subscriberId ? { subscriberId } : {}) };
    });
  },

  /** A message's delivery status, by its id (another account's, or one of the other channel when `channel` is named, is not found). */
  async get(actor: Actor, id: string, channel?: Channel): Promise<TransactionalMessage> {
    const found = await transactionalRepository.withClaim(actor.accountId, id);
    if (!found || (channel && found.record.channel !== channel)) throw new NotFoundError('TRANSACTIONAL_NOT_FOUND');
    return messageView(found.record, found.claim);
  },

  /** The month's transactional counters ("yyyy-mm" in the account's zone; now's month when absent): messages the providers accepted. */
  async monthlyCounts(accountId: string, month?: string): Promise<{ month: string; email: number; sms: number }> {
    const m = month ?? monthIn(await accountTimeZone(accountId), nowIso());
    const sums = await progressRepository.sums(accountId, [transactionalSendingId('email', m), transactionalSendingId('sms', m)]);
    const sent = (channel: Channel) => sums.get(transactionalSendingId(channel, m))?.counts.sent ?? 0;
    return { month: m, email: sent('email'), sms: sent('sms') };
  },
};
