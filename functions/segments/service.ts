import { ulid } from 'ulid';
import { ANY_MAILING, type SegmentGroup, type SegmentNode } from '@shared/segments/model';
import { checkSegmentTree } from '@shared/segments/validate';
import { SEGMENT_LIMIT, type EstimateRun, type Segment, type SegmentBody } from '@shared/schemas/segments';
import type { Subscriber } from '@shared/schemas/subscriber';
import { nowIso } from '@functions/platform/dynamo';
import type { DueRead } from '@functions/platform/due-index';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';
import { enqueueJob } from '@functions/jobs/queue';
import { mailingsRepository } from '@functions/mailings/repository';
import { invitationsRepository } from '@functions/invitations/repository';
import { membersRepository } from '@functions/users/members-repository';
import { propertiesService } from '@functions/properties/service';
import { subscribersService } from '@functions/subscribers/service';
import { audienceStore } from './audience-store';
import { refreshDue } from './calculation';
import { audienceScope, isRestricted } from './restriction';
import { estimatesRepository, type EstimateRecord } from './estimates-repository';
import { segmentsRepository, type SegmentRecord } from './repository';

/**
 * A segment as a user sees it. A user restricted to segments (`restricted`) gets no size of a segment
 * beyond their reach: it counts every subscriber, and one of their own making (an e-mail equal to X)
 * would make its size an answer about anyone; their reach of it is its audience list, filtered for
 * them. A segment they are restricted to is all theirs: its size shows. How many subscribers a
 * calculation read (the whole database) never does.
 */
function toSegment(r: SegmentRecord, restricted = false, ownReach = false): Segment {
  const now = Date.now();
  const calculating = r.state === 'queued' || r.state === 'calculating';
  return {
    id: r.id,
    name: r.name,
    type: r.type,
    conditions: r.conditions,
    refreshHours: r.refreshHours,
    state: r.state,
    ...(calculating && r.calc
      ? { progress: { done: r.calc.done, total: r.calc.pieces, ...(restricted ? {} : { scanned: r.calc.scanned }) } }
      : {}),
    audience: r.audience
      ? {
          ...(restricted && !ownReach
            ? {}
            : { count: r.audience.count, ...(r.audience.reachable !== undefined ? { reachable: r.audience.reachable } : {}) }),
          computedAt: r.audience.computedAt,
          expiresAt: r.audience.expiresAt,
          expired: r.audience.expiresAt !== null && Date.parse(r.audience.expiresAt) <= now,
        }
      : null,
    ...(r.lastError ? { lastError: r.lastError } : {}),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...(r.updatedById ? { updatedById: r.updatedById } : {}),
  };
}

type Caller = Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>;
const viewFor = (principal: Pick<Principal, 'segmentIds'>) => (r: SegmentRecord) =>
  toSegment(r, isRestricted(principal), principal.segmentIds.includes(r.id));

const mailingTargets = (node: SegmentNode): string[] =>
  node.kind === 'group'
    ? node.children.flatMap(mailingTargets)
    : node.source === 'activity' && node.target !== ANY_MAILING
      ? [node.target]
      : [];

/** The spec's checks that need the account: properties that exist (and consents that are consents), mailings that exist. */
async function checkAgainstAccount(accountId: string, conditions: SegmentGroup): Promise<void> {
  const [properties, mailings] = await Promise.all([
    propertiesService.all(accountId),
    Promise.all([...new Set(mailingTargets(conditions))].map((id) => mailingsRepository.head(accountId, id))),
  ]);
  const types = new Map(properties.filter((p) => p.kind !== 'base').map((p) => [p.id, p.type]));
  const known = new Set(mailings.flatMap((m) => (m ? [m.id] : [])));
  const errors = checkSegmentTree(conditions, { propertyType: (id) => types.get(id), mailingKnown: (id) => known.has(id) });
  if (errors.length) throw new ValidationError(errors.map((e) => ({ ...e, path: e.path ? `conditions.${e.path}` : 'conditions' })));
}

async function load(accountId: string, id: string): Promise<SegmentRecord> {
  const segment = await segmentsRepository.get(accountId, id);
  if (!segment) throw new NotFoundError('SEGMENT_NOT_FOUND');
  return segment;
}

const toRun = (r: EstimateRecord): EstimateRun => ({
  id: r.id,
  state: r.state,
  ...(r.result ? { result: r.result } : {}),
  ...(r.failure ? { failure: r.failure } : {}),
});

export const isBusy = (s: Pick<SegmentRecord, 'state'>) => s.state === 'queued' || s.state === 'calculating';

export const segmentsService = {
  async list(principal: Caller): Promise<{ items: Segment[]; limit: number }> {
    const items = (await segmentsRepository.list(principal.accountId)).sort((a, b) => a.name.localeCompare(b.name)).map(viewFor(principal));
    return { items, limit: SEGMENT_LIMIT };
  },

  get: async (principal: Caller, id: string) => viewFor(principal)(await load(principal.accountId, id)),

  async create(principal: Principal, body: SegmentBody): Promise<Segment> {
    await checkAgainstAccount(principal.accountId, body.conditions);
    if ((await segmentsRepository.list(principal.accountId)).length >= SEGMENT_LIMIT)
      throw new ForbiddenError('SEGMENT_LIMIT_REACHED', { max: SEGMENT_LIMIT });
    const at = nowIso();
    const segment: SegmentRecord = {
      id: ulid(),
      name: body.name,
      type: body.type,
      conditions: body.conditions,
      ...(body.type === 'dynamic' ? { refreshHours: body.refreshHours ?? 24 } : {}),
      state: 'draft',
      audience: null,
      createdAt: at,
      updatedAt: at,
      updatedById: principal.userId,
      version: 1,
    };
    // A dynamic segment is due at once: the next tick calculates it, as it will every refresh after.
    await segmentsRepository.put(principal.accountId, segment, null, segment.type === 'dynamic' ? at : null);
    return viewFor(principal)(segment);
  },

  /**
   * A change of conditions makes the audience out of date: it stays viewable as expired until
   * recalculated. A segment that restricts users is their reach: a restricted user may not redraw
   * it (their own would widen what they see; another's, what someone else sees).
   */
  async update(principal: Principal, id: string, body: SegmentBody): Promise<Segment> {
    const before = await load(principal.accountId, id);
    if (isRestricted(principal) && (await membersRepository.listMembers(principal.accountId)).some((m) => m.segmentIds?.includes(id))) {
      throw new ForbiddenError('ACCESS_RESTRICTED_TO_SEGMENTS');
    }
    if (isBusy(before)) throw new ConflictError('SEGMENT_STILL_PROCESSING');
    await checkAgainstAccount(principal.accountId, body.conditions);
    const at = nowIso();
    const conditionsChanged = JSON.stringify(before.conditions) !== JSON.stringify(body.conditions);
    const after: SegmentRecord = {
      ...before,
      name: body.name,
      type: body.type,
      conditions: body.conditions,
      refreshHours: body.type === 'dynamic' ? (body.refreshHours ?? before.refreshHours ?? 24) : undefined,
      audience: before.audience && conditionsChanged ? { ...before.audience, expiresAt: at } : before.audience,
      updatedAt: at,
      updatedById: principal.userId,
      updatedBy: undefined,
      version: before.version + 1,
    };
    // A dynamic segment stays on the ticker's due index: at its next refresh, or at once when its
    // audience no longer matches its conditions (or it never had one).
    const due = after.type !== 'dynamic' ? null : after.audience && !conditionsChanged ? refreshDue(after, after.audience.computedAt) : at;
    if (!(await segmentsRepository.put(principal.accountId, after, before.version, due)))
      throw new ConflictError('SEGMENT_STILL_PROCESSING');
    return viewFor(principal)(after);
  },

  /**
   * A segment that restricts users or is the audience of unsent mailings stays: deleting it would
   * silently empty those users' reach and those mailings' audiences.
   */
  async remove(accountId: string, id: string): Promise<void> {
    await load(accountId, id);
    const [members, invited, mailings] = await Promise.all([
      membersRepository.listMembers(accountId),
      invitationsRepository.listForAccount(accountId),
      mailingsRepository.countUsingSegment(accountId, id),
    ]);
    // An invitation restricted to it counts like a member: accepting it must not find the segment gone.
    const users = [...members, ...invited].filter((m) => m.segmentIds?.includes(id)).length;
    if (users > 0 || mailings > 0) throw new ConflictError('SEGMENT_IN_USE', { users, mailings });
    if (!(await segmentsRepository.delete(accountId, id))) throw new NotFoundError('SEGMENT_NOT_FOUND');
  },

  /** Spec section 4: calculated in the background; one calculation at a time. `viewer`: who sees the answer (viewFor). */
  async calculate(accountId: string, id: string, viewer: Pick<Principal, 'segmentIds'> = { segmentIds: [] }): Promise<Segment> {
    await load(accountId, id);
    const calc = { id: ulid(), pieces: 0, done: 0, scanned: 0, matched: 0, reachable: 0, startedAt: nowIso() };
    if (!(await segmentsRepository.beginCalculation(accountId, id, calc, calc.startedAt)))
      throw new ConflictError('SEGMENT_STILL_PROCESSING');
    await enqueueJob({ kind: 'segment', accountId, segmentId: id, calcId: calc.id });
    return viewFor(viewer)(await load(accountId, id));
  },

  /** Dynamic segments whose refresh is due start calculating (the ticker); answers how many did. */
  async refreshDue(now: Date, read?: DueRead): Promise<number> {
    let started = 0;
    for (const { accountId, id } of await segmentsRepository.due(now.toISOString(), read)) {
      try {
        await this.calculate(accountId, id);
        started++;
      } catch (error) {
        if (!(error instanceof ConflictError || error instanceof NotFoundError)) throw error;
      }
    }
    return started;
  },

  /**
   * Starts an estimate on the jobs queue (the builder then reads it by id). It carries the user's
   * restriction: the preview shows a restricted user (spec section 6) only subscribers within their reach.
   */
  async estimate(principal: Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>, conditions: SegmentGroup): Promise<EstimateRun> {
    await checkAgainstAccount(principal.accountId, conditions);
    const record: EstimateRecord = {
      id: ulid(),
      state: 'queued',
      conditions,
      segmentIds: principal.segmentIds,
      requestedBy: principal.userId,
      createdAt: nowIso(),
    };
    await estimatesRepository.create(principal.accountId, record);
    await enqueueJob({ kind: 'segment-estimate', accountId: principal.accountId, estimateId: record.id });
    return toRun(record);
  },

  /** An estimate is read only by the user who asked for it, within the hour it is kept. */
  async getEstimate(principal: Pick<Principal, 'accountId' | 'userId'>, id: string): Promise<EstimateRun> {
    const record = await estimatesRepository.get(principal.accountId, id);
    if (!record || record.requestedBy !== principal.userId) throw new NotFoundError('RESOURCE_NOT_FOUND');
    return toRun(record);
  },

  /**
   * The members, page by page, in id order. Only a saved and calculated segment has an audience
   * (SEGMENT_NOT_CONFIGURED), and an expired one asks for recalculation (SEGMENT_AUDIENCE_EXPIRED).
   * A user restricted to segments (spec section 6) sees only the members within their reach: the
   * others are skipped, and the cursor goes on past them, so a page can be shorter than the limit
   * (at the end) while the next one continues where it stopped. Their cursor is sealed: its place in
   * the audience would count the members they do not see.
   */
  async audience(
    principal: Pick<Principal, 'accountId' | 'segmentIds'>,
    id: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: Subscriber[]; cursor?: string }> {
    const { accountId } = principal;
    const sealed = isRestricted(principal);
    const segment = await load(accountId, id);
    const audience = segment.audience;
    if (!audience) throw new ConflictError(isBusy(segment) ? 'SEGMENT_STILL_PROCESSING' : 'SEGMENT_NOT_CONFIGURED');
    if (audience.expiresAt && Date.parse(audience.expiresAt) <= Date.now())
      throw new ConflictError('SEGMENT_AUDIENCE_EXPIRED', { expiredAt: audience.expiresAt });
    let [piece, offset] = ((await incomingCursor(accountId, sealed, cursor)) ?? '0:0').split(':').map(Number) as [number, number];
    if (!Number.isInteger(piece) || !Number.isInteger(offset) || piece < 0 || offset < 0)
      throw ValidationError.field('cursor', 'VALIDATION_INVALID_VALUE');
    const inScope = await audienceScope(accountId, principal.segmentIds);
    const ids: string[] = [];
    while (ids.length < limit && piece < audience.pieces) {
      const members = await audienceStore.readPiece(accountId, id, audience.calcId, piece);
      while (ids.length < limit && offset < members.length) {
        const member = members[offset++]!;
        if (!inScope || inScope(member)) ids.push(member);
      }
      if (offset >= members.length) [piece, offset] = [piece + 1, 0];
    }
    const items = ids.length ? await subscribersService.getMany(accountId, ids) : [];
    return { items, ...(piece < audience.pieces ? { cursor: await outgoingCursor(accountId, sealed, `${piece}:${offset}`) } : {}) };
  },
};
