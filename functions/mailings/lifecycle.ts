import { ulid } from 'ulid';
import { MAILING_STATES, type MailingState } from '@shared/constants';
import type { MailingAction } from '@shared/rules/campaigns';
import { EMPTY_STATS, type Mailing } from '@shared/schemas/mailing';
import type { MailingArchiveQuery, MailingListQuery } from '@shared/schemas/schedule';
import { mailingStatesCovered, mayAccessMailing, mayCreateMailing, versionOfMailing } from '@shared/versions';
import { nowIso } from '@functions/platform/dynamo';
import { ConflictError, ForbiddenError, NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { withEngagement } from '@functions/sending/report';
import { assertSendingWithinReach } from '@functions/segments/restriction';
import { mailingActions } from './actions-repository';
import { fold, lifecycleRepository, type MailingFilter } from './lifecycle-repository';
import { mailingsRepository, type MailingRecord } from './repository';
import { toDto } from './service';

/** Who acts: the principal, named in the history by address. */
type Actor = Pick<Principal, 'accountId' | 'userId' | 'email' | 'versions' | 'segmentIds'>;

/** What a cancel leaves: a planned mailing never started; an unfinished one (cancel-incomplete) stops where it is. */
const CANCELLABLE: readonly MailingState[] = ['planned', 'sending', 'paused'];
const UNFINISHED: readonly MailingState[] = ['sending', 'paused'];
/** A mailing that sent to no one may be deleted from these (a planned one is cancelled first). */
const DELETABLE: readonly MailingState[] = ['working', 'ready', 'cancelled', 'failed'];
/** /mailing/history: what is over. */
export const ARCHIVE_STATES: readonly MailingState[] = ['sent', 'failed', 'cancelled'];
/** The views of /v2/mailing/send. */
const VIEW_STATES: Record<NonNullable<MailingListQuery['view']>, readonly MailingState[]> = {
  all: MAILING_STATES,
  inProgress: ['sending', 'paused'],
  planned: ['planned'],
};

/**
 * planned → cancelled, or sending/paused → cancelled with what went out kept; the batches it parked
 * while paused are dropped. False when it was no longer where it was read.
 */
async function stop(accountId: string, mailing: Pick<MailingRecord, 'id' | 'state'>): Promise<boolean> {
  const at = nowIso();
  const unfinished = UNFINISHED.includes(mailing.state);
  const moved = await mailingsRepository.transition(accountId, mailing.id, unfinished ? UNFINISHED : ['planned'], 'cancelled', {
    at,
    due: null,
    set: unfinished ? { finishedAt: at } : {},
    remove: ['planning', 'planCursor', 'pause', 'nextStartAt', 'approval'],
  });
  if (moved && mailing.state === 'paused') {
    const dropped = await lifecycleRepository.dropParked(accountId, mailing.id);
    logger.info('cancelled sending: parked batches dropped', { accountId, id: mailing.id, dropped });
  }
  return moved;
}

async function stopChildren(accountId: string, parentId: string): Promise<void> {
  for (const child of await lifecycleRepository.children(accountId, parentId, CANCELLABLE)) {
    // A cyclic A/B/X run has sendings of its own (its variants, ids the run's and a key): they stop with it.
    if (child.run !== undefined) await stopChildren(accountId, child.id);
    if (!(await stop(accountId, child))) logger.info('a child sending moved on before its cancel', { accountId, id: child.id });
  }
}

const by = (actor: Actor) => ({ userId: actor.userId, email: actor.email });
const notAllowed = (state: MailingState, action: MailingAction) => new ConflictError('MAILING_ACTION_NOT_ALLOWED', { state, action });

async function reachable(actor: Actor, id: string): Promise<MailingRecord> {
  const record = await mailingsRepository.get(actor.accountId, id);
  if (!record) throw new NotFoundError('MAILING_NOT_FOUND');
  if (!mayAccessMailing(actor.versions, record.state))
    throw new ForbiddenError('PERMISSION_DENIED', { version: versionOfMailing(record.state) });
  return record;
}

/** The 409 a refused conditional write answers: the state as it stands now (it may have moved since it was read). */
async function refused(actor: Actor, id: string, action: MailingAction): Promise<never> {
  const now = await reachable(actor, id);
  throw notAllowed(now.state, action);
}

async function view(actor: Actor, id: string): Promise<Mailing> {
  const [record] = await withEngagement(actor.accountId, [await reachable(actor, id)]);
  return toDto(record!);
}

/** A copy's name: the original's with a mark, within the name's 255 characters. */
const copyName = (name: string) => `${name.slice(0, 255 - 7)} (kopia)`;

/**
 * The mailing's lifecycle actions (issue 17, spec sections 3 and 4): cancel, delete, duplicate,
 * hide and show, and the lists. Each change is one conditional write, and its history line is
 * recorded after it landed.
 */
export const lifecycleService = {
  /**
   * planned → cancelled; sending or paused → cancelled (cancel-incomplete): the rest is not sent.
   * Batches still on the send queue find it not sending and are dropped (delivery/engine.ts), plan
   * pieces likewise (delivery/planner.ts), batches it parked while paused are removed; the counts
   * stay those of what went out.
   */
  async cancel(actor: Actor, id: string): Promise<Mailing> {
    const mailing = await reachable(actor, id);
    // Calling off a sending reaches its audience, as resuming it does: a user restricted to segments only within theirs.
    if (mailing.state !== 'working' && mailing.state !== 'ready') assertSendingWithinReach(actor, mailing);
    if (!CANCELLABLE.includes(mailing.state)) throw notAllowed(mailing.state, 'cancel');
    // Its own sendings (A/B/X variants, cyclic runs) stop with it, first, so that a cancel that breaks
    // off half-way can be asked again; and once more after, for a run the ticker started meanwhile.
    await stopChildren(actor.accountId, id);
    if (!(await stop(actor.accountId, mailing))) return refused(actor, id, 'cancel');
    await stopChildren(actor.accountId, id);
    await mailingActions.record(actor.accountId, id, 'cancel', by(actor), { from: mailing.state });
    return view(actor, id);
  },

  /** Only a mailing that never sent to anyone: 409 MAILING_IN_USE otherwise (hide it in the archive instead). */
  async delete(actor: Actor, id: string): Promise<{ ok: true }> {
    const mailing = await reachable(actor, id);
    if (mailing.state === 'planned') throw notAllowed(mailing.state, 'delete');
    const states = DELETABLE.filter((s) => mayAccessMailing(actor.versions, s));
    // Once it started, what it settled is counted apart (delivery/progress.ts): read it; nothing sends after a cancel or a failure.
    const [counted] = mailing.startedAt ? await withEngagement(actor.accountId, [mailing]) : [mailing];
    if (!states.includes(mailing.state) || counted!.stats.sent > 0 || counted!.processed > 0) throw new ConflictError('MAILING_IN_USE');
    // A mailing whose variants or runs exist is their report's parent: it stays (hidden in the archive if need be).
    if ((await lifecycleRepository.children(actor.accountId, id)).length) throw new ConflictError('MAILING_IN_USE');
    if (!(await lifecycleRepository.deleteUnsent(actor.accountId, id, states))) {
      const now = await mailingsRepository.head(actor.accountId, id);
      if (!now) throw new NotFoundError('MAILING_NOT_FOUND');
      throw new ConflictError('MAILING_IN_USE');
    }
    await mailingActions.record(actor.accountId, id, 'delete', by(actor), { name: mailing.name });
    return { ok: true };
  },

  /** A working copy: the content and audience, not the schedule, counts, approvals or history. */
  async duplicate(actor: Actor, id: string): Promise<Mailing> {
    if (!mayCreateMailing(actor.versions)) throw new ForbiddenError('PERMISSION_DENIED', { version: 'working' });
    const source = await reachable(actor, id);
    const at = nowIso();
    const copy: MailingRecord = {
      id: ulid(),
      name: copyName(source.name),
      subject: source.subject,
      fromName: source.fromName,
      fromEmail: source.fromEmail,
      ...(source.replyTo ? { replyTo: source.replyTo } : {}),
      html: source.html,
      ...(source.mjml !== undefined ? { mjml: source.mjml } : {}),
      ...(source.text !== undefined ? { text: source.text } : {}),
      ...(source.mode ? { mode: source.mode } : {}),
      ...(source.textCustom !== undefined ? { textCustom: source.textCustom } : {}),
      ...(source.preheader ? { preheader: source.preheader } : {}),
      ...(source.utm ? { utm: source.utm } : {}),
      ...(source.segmentId ? { segmentId: source.segmentId } : {}),
      ...(source.language ? { language: source.language } : {}),
      ...(source.tags?.length ? { tags: source.tags } : {}),
      ...(source.templateId ? { templateId: source.templateId } : {}),
      ...(source.blueprintId ? { blueprintId: source.blueprintId } : {}),
      state: 'working',
      stats: { ...EMPTY_STATS },
      processed: 0,
      createdAt: at,
      updatedAt: at,
      editedBy: actor.userId,
      editedByEmail: actor.email,
    };
    await mailingsRepository.put(actor.accountId, copy);
    await mailingActions.record(actor.accountId, copy.id, 'create', by(actor), { copyOf: source.id });
    await mailingActions.record(actor.accountId, source.id, 'duplicate', by(actor), { copyId: copy.id });
    return view(actor, copy.id);
  },

  /** Archive states only (sent, failed, cancelled). */
  async setHidden(actor: Actor, id: string, hidden: boolean): Promise<Mailing> {
    const mailing = await reachable(actor, id);
    const action = hidden ? 'hide' : 'show';
    if (!ARCHIVE_STATES.includes(mailing.state)) throw notAllowed(mailing.state, action);
    if (!(await lifecycleRepository.setHidden(actor.accountId, id, hidden, ARCHIVE_STATES, nowIso()))) return refused(actor, id, action);
    await mailingActions.record(actor.accountId, id, action, by(actor));
    return view(actor, id);
  },

  async actions(actor: Actor, id: string, limit: number, cursor?: string) {
    await reachable(actor, id);
    return mailingActions.list(actor.accountId, id, limit, cursor);
  },

  /** /v2/mailing/send: a view, a send type, a name search; parents only; states the actor's versions cover. */
  list(actor: Actor, query: MailingListQuery) {
    const states = VIEW_STATES[query.view ?? 'all'].filter((s) => mayAccessMailing(actor.versions, s));
    return page(actor, { states, sendType: query.type, q: query.q ? fold(query.q) : undefined }, query.limit, query.cursor);
  },

  /** /mailing/history: sent, failed and cancelled; hidden ones only when asked (then only they). */
  archive(actor: Actor, query: MailingArchiveQuery) {
    const states = ARCHIVE_STATES.filter((s) => mailingStatesCovered(actor.versions.mailing).includes(s));
    return page(
      actor,
      { states, sendType: query.type, q: query.q ? fold(query.q) : undefined, hidden: query.hidden === 'true' },
      query.limit,
      query.cursor,
    );
  },
};

async function page(actor: Actor, filter: MailingFilter, limit: number, cursor?: string) {
  const out = await lifecycleRepository.list(actor.accountId, filter, limit, cursor);
  return { items: (await withEngagement(actor.accountId, out.items)).map(toDto), cursor: out.cursor };
}
