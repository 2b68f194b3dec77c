import { createHash } from 'node:crypto';
import { ulid } from 'ulid';
import { normalizeGsm } from '@shared/rules/contacts';
import { eventTimeProblem } from '@shared/rules/custom-events';
import { canonicalJson } from '@shared/rules/transactional';
import type {
  CustomEvent,
  CustomEventBatchResult,
  CustomEventBody,
  EventNameEntry,
  EventSubscriberRef,
} from '@shared/schemas/custom-events';
import { IDEMPOTENCY_TTL_HOURS, IdempotencyKey } from '@shared/schemas/transactional';
import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { audienceScope } from '@functions/segments/restriction';
import { subscribersRepository } from '@functions/subscribers/repository';
import { transactionalRepository } from '@functions/transactional/repository';
import { failedItem } from '@functions/api-v1/item-results';
import { customEventsRepository } from './repository';

/** The caller: a token's principal (its creator's segment restriction with it), or a test's account. */
type Actor = Pick<Principal, 'accountId'> & Partial<Pick<Principal, 'segmentIds'>>;

/**
 * The subscriber an event is about, by id, e-mail or number. One the caller's restriction does not
 * reach is answered as one that does not exist: a restricted token learns nothing of the others.
 */
async function subscriberIdOf(actor: Actor, ref: EventSubscriberRef): Promise<string> {
  const { accountId } = actor;
  let id: string | undefined;
  if ('id' in ref) id = (await subscribersRepository.get(accountId, ref.id))?.id;
  else if ('email' in ref) id = (await subscribersRepository.idsByEmails(accountId, [ref.email])).values().next().value;
  else {
    const number = normalizeGsm(ref.gsm, true);
    if ('problem' in number) throw ValidationError.field('subscriber.gsm', number.problem);
    id = (await subscribersRepository.idsByGsms(accountId, [number.gsm])).values().next().value;
  }
  const scope = await audienceScope(accountId, actor.segmentIds);
  if (!id || (scope && !scope(id))) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
  return id;
}

const digestOf = (body: unknown) =>
  createHash('sha256')
    .update(canonicalJson({ channel: 'event', body }))
    .digest('base64url');

/**
 * The `Idempotency-Key` entry names the event as `<subscriber>/<event id>` (the event lives in its
 * subscriber's partition). The keys are the transactional messages' (one key space per account): a
 * key already used for a message, told again with an event, is IDEMPOTENCY_KEY_REUSED.
 */
const entryRef = (event: Pick<CustomEvent, 'subscriberId' | 'id'>) => `${event.subscriberId}/${event.id}`;

async function replay(accountId: string, entry: { bodyDigest: string; messageId: string }, digest: string): Promise<CustomEvent> {
  const [subscriberId, id] = entry.messageId.split('/');
  const event =
    entry.bodyDigest === digest && subscriberId && id ? await customEventsRepository.get(accountId, subscriberId, id) : undefined;
  if (!event) throw new ConflictError('IDEMPOTENCY_KEY_REUSED');
  return event;
}

export const customEventsService = {
  /**
   * Issue 19: keeps one event about one subscriber. With an `Idempotency-Key`, a retry (the same
   * body within 24 hours) answers the first event and writes nothing; another body is refused.
   */
  async track(actor: Actor, body: CustomEventBody, idempotencyKey?: string): Promise<CustomEvent> {
    const { accountId } = actor;
    const key = idempotencyKey === undefined ? undefined : IdempotencyKey.safeParse(idempotencyKey);
    if (key && !key.success) throw ValidationError.field('Idempotency-Key', 'IDEMPOTENCY_KEY_INVALID');
    const digest = digestOf(body);
    if (key) {
      const entry = await transactionalRepository.idempotency(accountId, key.data);
      if (entry) return replay(accountId, entry, digest);
    }
    const now = new Date();
    const time = new Date(body.time ?? now).toISOString();
    const problem = eventTimeProblem(time, now);
    if (problem) throw ValidationError.field('time', problem);
    const event: CustomEvent = {
      id: ulid(Date.parse(time)),
      subscriberId: await subscriberIdOf(actor, body.subscriber),
      name: body.name,
      time,
      properties: body.properties ?? {},
    };
    const entry = {
      bodyDigest: digest,
      messageId: entryRef(event),
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_HOURS * 3600_000).toISOString(),
    };
    if (!(await customEventsRepository.create(accountId, event, key ? { key: key.data, entry } : undefined))) {
      const first = await transactionalRepository.idempotency(accountId, key!.data);
      if (!first) throw new ConflictError('IDEMPOTENCY_KEY_REUSED');
      return replay(accountId, first, digest);
    }
    return event;
  },

  /** Issue 19's batch: each event on its own, in order; one refused fails with its code, the rest go on. */
  async trackMany(actor: Actor, items: readonly CustomEventBody[]): Promise<CustomEventBatchResult> {
    const results: CustomEventBatchResult['items'] = [];
    for (const [index, item] of items.entries()) {
      try {
        results.push({ index, outcome: 'accepted', id: (await this.track(actor, item)).id });
      } catch (error) {
        results.push(failedItem(index, error));
      }
    }
    return { items: results };
  },

  /** The account's event names, most told first: the segment editor's suggestions. */
  async names(accountId: string): Promise<EventNameEntry[]> {
    return (await customEventsRepository.names(accountId)).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  },
};
