import { createHash } from 'node:crypto';
import { TIME_LEN, TIME_MAX, encodeTime, ulid } from 'ulid';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import { normalizeGsm } from '@shared/rules/contacts';
import { eventTimeProblem } from '@shared/rules/custom-events';
import { canonicalJson } from '@shared/rules/transactional';
import type {
  CustomEvent,
  CustomEventBatchResult,
  CustomEventBody,
  CustomEventList,
  CustomEventListQuery,
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
 * The subscribers events are about, by id, e-mail or number, looked up together: the restriction is
 * read once and each kind of reference with one batch read. The answer tells each reference's id;
 * one the caller's restriction does not reach, or a person forgotten under GDPR, is answered as one
 * that does not exist: a restricted token learns nothing of the others.
 */
async function subscriberLookup(actor: Actor, refs: readonly EventSubscriberRef[]): Promise<(ref: EventSubscriberRef) => string> {
  const { accountId } = actor;
  const ids: string[] = [];
  const emails: string[] = [];
  const numbers = new Map<string, ReturnType<typeof normalizeGsm>>();
  for (const ref of refs) {
    if ('id' in ref) ids.push(ref.id);
    else if ('email' in ref) emails.push(ref.email);
    else numbers.set(ref.gsm, normalizeGsm(ref.gsm, true));
  }
  const gsms = [...numbers.values()].flatMap((n) => ('problem' in n ? [] : [n.gsm]));
  const [found, byEmail, byGsm, scope] = await Promise.all([
    ids.length ? subscribersRepository.getMany(accountId, ids) : [],
    emails.length ? subscribersRepository.idsByEmails(accountId, emails) : new Map<string, string>(),
    gsms.length ? subscribersRepository.idsByGsms(accountId, gsms) : new Map<string, string>(),
    audienceScope(accountId, actor.segmentIds),
  ]);
  const known = new Set(found.filter((s) => s.status !== SUBSCRIBER_STATUS.forgotten).map((s) => s.id));
  return (ref) => {
    let id: string | undefined;
    if ('id' in ref) id = known.has(ref.id) ? ref.id : undefined;
    else if ('email' in ref) id = byEmail.get(ref.email);
    else {
      const number = numbers.get(ref.gsm)!;
      if ('problem' in number) throw ValidationError.field('subscriber.gsm', number.problem);
      id = byGsm.get(number.gsm);
    }
    if (!id || (scope && !scope(id))) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
    return id;
  };
}

/** The event a body tells, at `now`: its time checked (not in the future, not past the retention), its subscriber resolved. */
function eventOf(body: CustomEventBody, subscriberOf: (ref: EventSubscriberRef) => string, now: Date): CustomEvent {
  const time = new Date(body.time ?? now).toISOString();
  const problem = eventTimeProblem(time, now);
  if (problem) throw ValidationError.field('time', problem);
  return {
    id: ulid(Date.parse(time)),
    subscriberId: subscriberOf(body.subscriber),
    name: body.name,
    time,
    properties: body.properties ?? {},
  };
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
    const event = eventOf(body, await subscriberLookup(actor, [body.subscriber]), now);
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

  /**
   * Issue 19's batch: each event checked on its own (one refused fails with its code, the rest go on),
   * the subscribers looked up together, the accepted events written together.
   */
  async trackMany(actor: Actor, items: readonly CustomEventBody[]): Promise<CustomEventBatchResult> {
    const subscriberOf = await subscriberLookup(
      actor,
      items.map((i) => i.subscriber),
    );
    const now = new Date();
    const results: CustomEventBatchResult['items'] = [];
    const accepted: CustomEvent[] = [];
    for (const [index, item] of items.entries()) {
      try {
        const event = eventOf(item, subscriberOf, now);
        accepted.push(event);
        results.push({ index, outcome: 'accepted', id: event.id });
      } catch (error) {
        results.push(failedItem(index, error));
      }
    }
    await customEventsRepository.createMany(actor.accountId, accepted);
    return { items: results };
  },

  /**
   * A page of one subscriber's events, newest first. A subscriber the caller's restriction does not
   * reach is answered as one that does not exist, as everywhere else.
   */
  async list(actor: Actor, subscriberId: string, query: CustomEventListQuery): Promise<CustomEventList> {
    const { accountId } = actor;
    const scope = await audienceScope(accountId, actor.segmentIds);
    const found = await subscribersRepository.get(accountId, subscriberId);
    if (!found || (scope && !scope(found.id))) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
    // Ids are ULIDs of the events' times: a time window is the range from its first to its last id.
    const bound = (iso: string | undefined, fill: string, fallback: string) =>
      iso ? encodeTime(Math.min(Math.max(Date.parse(iso), 0), TIME_MAX), TIME_LEN) + fill.repeat(16) : fallback;
    const from = bound(query.from, '0', '0');
    const to = bound(query.to, 'Z', '~');
    if (from > to) return { items: [] };
    return customEventsRepository.page(accountId, found.id, {
      from,
      to,
      name: query.name,
      cursor: query.cursor,
      limit: query.limit,
    });
  },

  /** The account's event names, most told first: the segment editor's suggestions. */
  async names(accountId: string): Promise<EventNameEntry[]> {
    return (await customEventsRepository.names(accountId)).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  },
};
