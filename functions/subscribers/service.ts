import { ulid } from 'ulid';
import { LEFT_STATUSES, SUBSCRIBER_STATUS, type SubscriberStatus } from '@shared/constants';
import type { ErrorCode } from '@shared/errors';
import { afterDelivery, afterFailure, NO_QUARANTINE } from '@shared/rules/quarantine';
import type {
  BulkSubscribersBody,
  CreateSubscriberBody,
  Subscriber,
  SubscriberListQuery,
  UpdateSubscriberBody,
} from '@shared/schemas/subscriber';
import type { ChangeActor, FieldChange } from '@shared/schemas/subscriber-records';
import { nowIso } from '@functions/platform/dynamo';
import { AppError, ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';
import { smsMessagesRepository } from '@functions/sms/messages-repository';
import { customEventsRepository } from '@functions/custom-events/repository';
import { openHours } from '@functions/engagement/open-hours';
import { consentsRepository } from '@functions/signup/consents-repository';
import { activityRepository } from '@functions/activity/repository';
import { recordConsentChanges } from '@functions/signup/consent-changes';
import { propertiesService } from '@functions/properties/service';
import { applyPatch, type SubscriberPatch } from './changes';
import { fingerprintsOf } from './fingerprint';
import { subscriberAllowance } from './limit';
import { recordsRepository } from './records-repository';
import type { AudienceScope } from '@functions/segments/restriction';
import { subscribersRepository } from './repository';
import { filteredPage } from './list-page';
import { checkValues, visibleProps } from './values';
import { commit, commitEach, type SubscriberOp } from './writer';

/** Quarantine changes committed in one transaction: each is a subscriber and its history line (two items, of 100). */
const OUTCOMES_PER_COMMIT = 40;

/**
 * The user by id alone: the history shows their e-mail as it is when read (records-service.ts), so a
 * deleted user's goes. An API token (issue 19) is named as it was when it acted ("API: <name>").
 */
export const actorOf = (principal: Principal): ChangeActor =>
  principal.token ? { kind: 'api', email: principal.email } : { kind: 'user', userId: principal.userId };

/** Consents a person sets or clears on a subscriber are theirs to answer for: the history names them. */
const manual = (actor: ChangeActor) => ({ kind: 'manual' as const, ...(actor.userId ? { userId: actor.userId } : {}) });

/** A refused write as the API answers it: taken contacts and lost races are conflicts. */
function refusal(code: ErrorCode, params?: Record<string, string>): AppError {
  return new ConflictError(code, params);
}

/** A subscriber outside a restricted user's segments reads as missing, like one that never existed. */
async function load(accountId: string, id: string, scope: AudienceScope = null): Promise<Subscriber> {
  const subscriber = await subscribersRepository.get(accountId, id, true);
  if (!subscriber || (scope && !scope(id))) throw new NotFoundError('SUBSCRIBER_NOT_FOUND');
  return subscriber;
}

/** Writes one change; nothing to change writes nothing. */
async function save(
  accountId: string,
  prev: Subscriber,
  patch: SubscriberPatch,
  actor: ChangeActor,
  action: 'updated' | 'status' | 'quarantine' = 'updated',
): Promise<Subscriber> {
  if (prev.status === SUBSCRIBER_STATUS.forgotten) throw refusal('SUBSCRIBER_STATUS_9_NOT_EDITABLE');
  const at = nowIso();
  const { next, changes } = applyPatch(prev, patch, at);
  if (changes.length === 0) return prev;
  const result = await commit(accountId, [{ kind: 'update', prev, next, history: { actor, action, changes } }], [], at);
  if (!result.ok) throw refusal(result.failures[0]!.code);
  return next;
}

async function withVisibleProps(accountId: string, subscribers: Subscriber[]): Promise<Subscriber[]> {
  const defs = await propertiesService.propsById(accountId);
  return subscribers.map((s) => ({ ...s, props: visibleProps(s.props, defs) }));
}

export const subscribersService = {
  /**
   * A user restricted to segments (`scope`) adds nobody: a new subscriber is in no calculated
   * audience, so it would leave their reach at once. Refused before the address is looked at, so the
   * answer cannot tell whether someone outside their segments has it.
   */
  async create(
    accountId: string,
    body: CreateSubscriberBody,
    actor: ChangeActor,
    source = 'manual',
    scope: AudienceScope = null,
  ): Promise<Subscriber> {
    if (scope) throw new ForbiddenError('SUBSCRIBER_CREATE_RESTRICTED');
    const [defs, ctx] = await Promise.all([propertiesService.propsById(accountId), propertiesService.valueContext(accountId)]);
    const values = checkValues({ email: body.email, gsm: body.gsm, props: body.props }, defs, ctx);
    if (values.errors.length) throw new ValidationError(values.errors);
    if (!values.email && !values.gsm) throw ValidationError.field('email', 'SUBSCRIBER_CONTACT_REQUIRED');
    const contact = { email: values.email ?? undefined, gsm: values.gsm ?? undefined };
    // Someone forgotten under GDPR is not taken in again without a trace.
    if ((await subscribersRepository.forgotten(accountId, await fingerprintsOf(accountId, contact))).size > 0)
      throw refusal('SUBSCRIBER_FORGOTTEN');
    // The plan's limit (spec section 9); limit.ts says why two writers at once may overshoot it slightly.
    const allowance = await subscriberAllowance(accountId);
    if (allowance.room === 0) throw new ForbiddenError('FEATURE_LIMIT_REACHED', { limit: 'subscribers', max: allowance.max });
    const at = nowIso();
    const props = Object.fromEntries(Object.entries(values.props).filter(([, v]) => v !== null)) as Subscriber['props'];
    const subscriber: Subscriber = {
      id: ulid(),
      ...contact,
      ...(body.name ? { name: body.name } : {}),
      ...(body.comment ? { comment: body.comment } : {}),
      status: body.status,
      emailType: body.emailType,
      source,
      createdAt: at,
      updatedAt: at,
      props,
      version: 1,
      ...(LEFT_STATUSES.includes(body.status) ? { unsubscribedAt: at } : {}),
    };
    const result = await commit(
      accountId,
      [{ kind: 'create', next: subscriber, history: { actor, action: 'created', changes: [] } }],
      [],
      at,
    );
    if (!result.ok) throw refusal(result.failures[0]!.code, { email: contact.email ?? '', gsm: contact.gsm ?? '' });
    if (actor.kind === 'user')
      await recordConsentChanges(accountId, [{ subscriberId: subscriber.id, before: {}, after: props }], manual(actor));
    return (await withVisibleProps(accountId, [subscriber]))[0]!;
  },

  /** Several subscribers in the order asked (missing ones left out). */
  async getMany(accountId: string, ids: readonly string[]): Promise<Subscriber[]> {
    const byId = new Map((await subscribersRepository.getMany(accountId, ids)).map((s) => [s.id, s]));
    return withVisibleProps(
      accountId,
      ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    );
  },

  async get(accountId: string, id: string, scope: AudienceScope = null): Promise<Subscriber> {
    return (await withVisibleProps(accountId, [await load(accountId, id, scope)]))[0]!;
  },

  /** A partial update naming the version it read; another save in between answers SUBSCRIBER_CHANGED. */
  async update(
    accountId: string,
    id: string,
    body: UpdateSubscriberBody,
    actor: ChangeActor,
    scope: AudienceScope = null,
  ): Promise<Subscriber> {
    const prev = await load(accountId, id, scope);
    if (prev.status === SUBSCRIBER_STATUS.forgotten) throw refusal('SUBSCRIBER_STATUS_9_NOT_EDITABLE');
    if (body.version !== prev.version) throw refusal('SUBSCRIBER_CHANGED');
    const [defs, ctx] = await Promise.all([propertiesService.propsById(accountId), propertiesService.valueContext(accountId)]);
    const values = checkValues({ email: body.email, gsm: body.gsm, props: body.props }, defs, ctx);
    if (values.errors.length) throw new ValidationError(values.errors);
    const email = values.email === undefined ? prev.email : (values.email ?? undefined);
    const gsm = values.gsm === undefined ? prev.gsm : (values.gsm ?? undefined);
    if (!email && !gsm) throw ValidationError.field('email', 'SUBSCRIBER_CONTACT_REQUIRED');
    const patch: SubscriberPatch = {
      email: values.email,
      gsm: values.gsm,
      name: body.name,
      emailType: body.emailType,
      comment: body.comment,
      status: body.status,
      props: values.props,
    };
    const next = await save(accountId, prev, patch, actor);
    if (actor.kind === 'user')
      await recordConsentChanges(accountId, [{ subscriberId: id, before: prev.props, after: next.props }], manual(actor));
    return (await withVisibleProps(accountId, [next]))[0]!;
  },

  async setStatus(
    accountId: string,
    id: string,
    status: SubscriberStatus,
    actor: ChangeActor,
    scope: AudienceScope = null,
  ): Promise<Subscriber> {
    return save(accountId, await load(accountId, id, scope), { status }, actor, 'status');
  },

  /**
   * The unsubscribe link, the one-click POST and a complaint: only a subscribed address moves to
   * "unsubscribed" (3); true when this call moved it. `note` (the reason given on the unsubscribe
   * page) is kept in the same history entry, so the subscriber's history shows why they left.
   */
  async unsubscribe(
    accountId: string,
    id: string,
    fromStatuses: readonly SubscriberStatus[],
    note: readonly FieldChange[] = [],
  ): Promise<boolean> {
    const prev = await subscribersRepository.get(accountId, id, true);
    if (!prev || !fromStatuses.includes(prev.status)) return false;
    const at = nowIso();
    const { next, changes } = applyPatch(prev, { status: SUBSCRIBER_STATUS.unsubscribed }, at);
    const result = await commit(
      accountId,
      [{ kind: 'update', prev, next, history: { actor: { kind: 'system' }, action: 'status', changes: [...changes, ...note] } }],
      [],
      at,
    );
    return result.ok;
  },

  /**
   * The outcomes of a batch of e-mails (the events worker): the subscribers are read in one batch,
   * and only those whose bounce streak or quarantine changes are written (recordMailOutcome). A
   * delivery to an address with no failures on record, the usual case, writes nothing.
   */
  async recordMailOutcomes(accountId: string, outcomes: readonly { id: string; outcome: 'delivered' | 'failed' }[]): Promise<void> {
    if (outcomes.length === 0) return;
    const current = new Map(
      (
        await subscribersRepository.getMany(
          accountId,
          outcomes.map((o) => o.id),
        )
      ).map((s) => [s.id, s]),
    );
    const unchanged = (o: { id: string; outcome: string }) => {
      const q = current.get(o.id)?.mailQuarantine;
      return o.outcome === 'delivered' && (!q || (q.level === 'none' && q.failures === 0));
    };
    // One op per subscriber, committed together (a few transactions a batch, not one per bounce); a
    // subscriber twice in the batch (two bounces) or one saved meanwhile goes the one-by-one way,
    // which reads again and reapplies.
    const at = new Date();
    const ops: SubscriberOp[] = [];
    const opOutcomes: { id: string; outcome: 'delivered' | 'failed' }[] = [];
    const later: { id: string; outcome: 'delivered' | 'failed' }[] = [];
    const seen = new Set<string>();
    for (const o of outcomes) {
      const prev = current.get(o.id);
      if (!prev || prev.status === SUBSCRIBER_STATUS.forgotten || unchanged(o)) continue;
      if (seen.has(o.id)) {
        later.push(o);
        continue;
      }
      seen.add(o.id);
      const mailQuarantine = o.outcome === 'delivered' ? afterDelivery(prev.mailQuarantine, at) : afterFailure(prev.mailQuarantine, at);
      if (!prev.mailQuarantine && JSON.stringify(mailQuarantine) === JSON.stringify(NO_QUARANTINE)) continue;
      const { next, changes } = applyPatch(prev, { mailQuarantine }, at.toISOString());
      if (changes.length === 0) continue;
      ops.push({ kind: 'update', prev, next, history: { actor: { kind: 'system' }, action: 'quarantine', changes } });
      opOutcomes.push(o);
    }
    for (let i = 0; i < ops.length; i += OUTCOMES_PER_COMMIT) {
      const refused = await commitEach(accountId, ops.slice(i, i + OUTCOMES_PER_COMMIT));
      for (const index of refused.keys()) later.push(opOutcomes[i + index]!);
    }
    for (const o of later) await this.recordMailOutcome(accountId, o.id, o.outcome);
  },

  /**
   * A delivery breaks a run of bounces; a counted bounce may start (or make permanent) a quarantine.
   * A text's delivery report does the same to the number's (issue 18, spec section 4: `smsQuarantine`).
   */
  async recordMailOutcome(
    accountId: string,
    id: string,
    outcome: 'delivered' | 'failed',
    field: 'mailQuarantine' | 'smsQuarantine' = 'mailQuarantine',
  ): Promise<void> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const prev = await subscribersRepository.get(accountId, id, true);
      if (!prev || prev.status === SUBSCRIBER_STATUS.forgotten) return;
      const at = new Date();
      const quarantine = outcome === 'delivered' ? afterDelivery(prev[field], at) : afterFailure(prev[field], at);
      // No record and no quarantine are the same thing: a delivery to a clean address writes nothing.
      if (!prev[field] && JSON.stringify(quarantine) === JSON.stringify(NO_QUARANTINE)) return;
      const { next, changes } = applyPatch(prev, { [field]: quarantine }, at.toISOString());
      if (changes.length === 0) return;
      const result = await commit(
        accountId,
        [{ kind: 'update', prev, next, history: { actor: { kind: 'system' }, action: 'quarantine', changes } }],
        [],
        at.toISOString(),
      );
      // A concurrent save moved the version: read again and reapply.
      if (result.ok) return;
    }
  },

  async clearQuarantine(
    accountId: string,
    id: string,
    channel: 'mail' | 'sms',
    actor: ChangeActor,
    scope: AudienceScope = null,
  ): Promise<Subscriber> {
    const patch = channel === 'mail' ? { mailQuarantine: NO_QUARANTINE } : { smsQuarantine: NO_QUARANTINE };
    return (await withVisibleProps(accountId, [await save(accountId, await load(accountId, id, scope), patch, actor, 'quarantine')]))[0]!;
  },

  /**
   * GDPR forgetting (status 9), irreversible: the contact data, name, comment and property values are
   * erased; only one-way fingerprints of the address and number stay, so a later import cannot
   * silently take the person in again. The history, notes and activity that describe them go too.
   * Running it again on a forgotten subscriber finishes an interrupted clean-up.
   */
  async forget(accountId: string, id: string, actor: ChangeActor, scope: AudienceScope = null): Promise<Subscriber> {
    const prev = await load(accountId, id, scope);
    if (prev.status !== SUBSCRIBER_STATUS.forgotten) {
      const at = nowIso();
      const next: Subscriber = {
        id: prev.id,
        status: SUBSCRIBER_STATUS.forgotten,
        emailType: prev.emailType,
        source: prev.source,
        createdAt: prev.createdAt,
        updatedAt: at,
        unsubscribedAt: prev.unsubscribedAt ?? at,
        props: {},
        version: prev.version + 1,
      };
      const forgottenFingerprints = await fingerprintsOf(accountId, prev);
      const result = await commit(
        accountId,
        [
          {
            kind: 'update',
            prev,
            next,
            forgottenFingerprints,
            history: { actor, action: 'forgotten', changes: [{ field: 'status', from: prev.status, to: SUBSCRIBER_STATUS.forgotten }] },
          },
        ],
        [],
        at,
      );
      if (!result.ok) throw refusal(result.failures[0]!.code);
    }
    await recordsRepository.removeHistory(accountId, id, (entry) => entry.action === 'forgotten');
    await recordsRepository.removeNotes(accountId, id);
    await activityRepository.removeAll(accountId, id);
    await smsMessagesRepository.removeAll(accountId, id);
    await customEventsRepository.removeAll(accountId, id);
    await openHours.forget(accountId, id);
    // Which consents they gave, when, from which address and form: personal data like the rest.
    await consentsRepository.removeHistory(accountId, id);
    return load(accountId, id);
  },

  /** One action on several subscribers; each succeeds or fails on its own. */
  async bulk(
    accountId: string,
    body: BulkSubscribersBody,
    actor: ChangeActor,
    scope: AudienceScope = null,
  ): Promise<{ done: string[]; failed: { id: string; code: string }[] }> {
    const done: string[] = [];
    const failed: { id: string; code: string }[] = [];
    for (const id of new Set(body.ids)) {
      try {
        if (body.action === 'status') await this.setStatus(accountId, id, body.status!, actor, scope);
        else if (body.action === 'forget') await this.forget(accountId, id, actor, scope);
        else await this.clearQuarantine(accountId, id, body.action === 'clearMailQuarantine' ? 'mail' : 'sms', actor, scope);
        done.push(id);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        failed.push({ id, code: error.code });
      }
    }
    return { done, failed };
  },

  /**
   * /subscribers/all: one page of filteredPage. A restricted user's cursors are sealed: a key read
   * past could name someone else.
   */
  async list(
    accountId: string,
    query: SubscriberListQuery,
    scope: AudienceScope = null,
  ): Promise<{ items: Subscriber[]; cursor?: string }> {
    const cursor = await incomingCursor(accountId, scope !== null, query.cursor);
    const page = await filteredPage(accountId, query, query.limit, cursor, scope);
    return { items: await withVisibleProps(accountId, page.items), cursor: await outgoingCursor(accountId, scope !== null, page.cursor) };
  },
};
