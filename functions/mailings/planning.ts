import type { Mailing } from '@shared/schemas/mailing';
import type { PlanMailingBody, PlanPreview } from '@shared/schemas/schedule';
import { maySendMailing } from '@shared/versions';
import { localOf } from '@shared/rules/local-time';
import { hoursToSend } from '@shared/rules/hourly';
import { accountSettings, accountTimeZone } from '@functions/accounts/settings-service';
import { AppError, ConflictError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { checkSendingFits, emailAllowance } from '@functions/sending/allowance';
import { audienceIsCurrent } from '@functions/segments/audience-check';
import { segmentsRepository } from '@functions/segments/repository';
import { acceptance, decidableRequest, makerOf, type StoredApproval } from './acceptance';
import { mailingActions } from './actions-repository';
import { mailingChecks, mailingsService } from './service';
import { mailingsRepository, type MailingRecord } from './repository';
import { plannerOf } from './send-types';
import type { PlanContext } from './send-types/types';

/**
 * Planning a mailing with its send type (issue 17, spec sections 3 and 4): the preview of what it
 * would do, planning itself (under 4-eye verification: handing it over with its schedule, planned
 * once a checker accepts), a once sending's new time, and back to ready. The send type's own rules
 * are its planner's (./send-types); the checks every sending shares are the service's.
 */

type Sender = Pick<Principal, 'accountId' | 'userId' | 'email' | 'versions' | 'segmentIds'>;

/** Send types whose time a person may change (a repeated one is re-planned instead). */
const TIMED = ['once', 'reservation', 'hourly'] as const;
const isTimed = (schedule: PlanMailingBody | undefined): schedule is Extract<PlanMailingBody, { type: (typeof TIMED)[number] }> =>
  !!schedule && (TIMED as readonly string[]).includes(schedule.type);

/** What a mailing carries of its plan: taken off when it goes back to ready. */
const PLAN_FIELDS = ['sendType', 'schedule', 'startAt', 'nextStartAt', 'sendWindow', 'hourly'];

const by = (actor: Sender) => ({ userId: actor.userId, email: actor.email });

async function sendable(actor: Sender, id: string): Promise<MailingRecord> {
  const mailing = await mailingChecks.reachable(actor, id);
  if (!maySendMailing(actor.versions, mailing.state)) throw mailingChecks.versionDenied('ready');
  return mailing;
}

async function contextOf(actor: Sender, mailing: MailingRecord): Promise<PlanContext> {
  return { actor, mailing, timeZone: await accountTimeZone(actor.accountId), now: new Date() };
}

/** A reservation is the 4-eye way of booking a slot: without the switch it is no send type at all. */
function assertAvailable(schedule: PlanMailingBody, fourEye: boolean): void {
  if (schedule.type === 'reservation' && !fourEye)
    throw ValidationError.field('type', 'CAMPAIGN_SEND_TYPE_UNAVAILABLE', { type: 'reservation' });
}

/** The history line's detail: the type and, for a timed sending, its wall time in the account's zone. */
function detailOf(schedule: PlanMailingBody, startsAt: Date | undefined, timeZone: string): Record<string, string> {
  return { type: schedule.type, ...(startsAt ? { at: localOf(startsAt, timeZone), timeZone } : { at: 'now' }) };
}

/** The sending's fields as whoever orders it sets them (the existing "send now" did the same). */
function orderedBy(orderer: { userId: string; segmentIds: string[] }, footer: string) {
  const scoped = orderer.segmentIds.length > 0;
  return {
    set: { sentById: orderer.userId, footer, ...(scoped ? { scopeSegmentIds: [...orderer.segmentIds] } : {}) },
    remove: scoped ? [] : ['scopeSegmentIds'],
  };
}

/**
 * The sending hours and days every type that has them keeps with the zone (the engine reads
 * `sendWindow`); a cyclic run and an A/B/X variant inherit it from the mailing they belong to.
 */
const windowOf = (schedule: PlanMailingBody, timeZone: string) =>
  'window' in schedule && schedule.window ? { sendWindow: { ...schedule.window, timeZone } } : {};

export const planningService = {
  /** What planning would do, changing nothing: audience, count, the plan's room this month, start, 4-eye, zone. */
  async preview(actor: Sender, id: string, schedule: PlanMailingBody): Promise<PlanPreview> {
    const mailing = await sendable(actor, id);
    const ctx = await contextOf(actor, mailing);
    const [fourEye, allowance, segment] = await Promise.all([
      accountSettings.fourEye(actor.accountId),
      emailAllowance(actor.accountId, ctx.now),
      mailing.segmentId ? segmentsRepository.get(actor.accountId, mailing.segmentId) : undefined,
    ]);
    assertAvailable(schedule, fourEye);
    const { startsAt, nextStarts, recipients: reach, spread } = await plannerOf(schedule.type).check(ctx, schedule as never);
    let recipients: number | undefined;
    let fits = true;
    // Counted as planning counts it, where it can be now (no calculation is started from here): a
    // segment without a current audience, or a sender restricted to segments, is counted when it starts.
    const countable = !actor.segmentIds.length && (!mailing.segmentId || (segment && audienceIsCurrent(segment)));
    try {
      if (countable) recipients = await checkSendingFits(actor.accountId, { segmentId: mailing.segmentId });
    } catch (error) {
      // The limit is an answer here, not a refusal: the dialog shows it before the user confirms.
      if (!(error instanceof AppError) || error.code !== 'FEATURE_LIMIT_REACHED') throw error;
      fits = false;
      const needed = (error.params as { needed?: unknown } | undefined)?.needed;
      if (typeof needed === 'number') recipients = needed;
    }
    // A type that takes only part of the audience (a follow-up) reaches at most what its check says.
    if (recipients !== undefined && reach !== undefined) recipients = Math.min(recipients, reach);
    return {
      sendType: schedule.type,
      ...(segment ? { segmentName: segment.name } : {}),
      ...(recipients !== undefined ? { recipients } : {}),
      monthlyLeft: allowance.room.emails,
      fits,
      ...(startsAt ? { startsAt: startsAt.toISOString() } : {}),
      nextStarts: nextStarts.map((d) => d.toISOString()),
      fourEye,
      timeZone: ctx.timeZone,
      ...(schedule.type === 'hourly' && recipients !== undefined ? { hours: hoursToSend(recipients, schedule.perHour) } : {}),
      ...(spread ? { spread } : {}),
    };
  },

  /**
   * Plans the mailing (202): the send type's checks, then the ones every sending passes (sender,
   * unsubscribe link, the plan's limit); with 4-eye on it is handed over with its schedule instead.
   */
  async plan(actor: Sender, id: string, schedule: PlanMailingBody): Promise<Mailing> {
    const mailing = await sendable(actor, id);
    const ctx = await contextOf(actor, mailing);
    const fourEye = await accountSettings.fourEye(actor.accountId);
    assertAvailable(schedule, fourEye);
    const planner = plannerOf(schedule.type);
    const { startsAt } = await planner.check(ctx, schedule as never);
    const { footer, recipients } = await mailingChecks.sendingChecks(actor, mailing);
    const from = mailingChecks.editableFor(actor);
    if (fourEye) {
      await acceptance.request(actor, mailing, from, { recipients }, { set: handedOver(schedule, startsAt) });
    } else {
      // A request left pending when the switch went off is superseded: this plan is its outcome.
      const { set, remove } = orderedBy(actor, footer);
      const planned = await planner.plan(ctx, schedule as never, {
        startsAt,
        from,
        set: { ...set, ...windowOf(schedule, ctx.timeZone) },
        remove: [...remove, 'approval'],
      });
      if (!planned) throw new ConflictError('MAILING_NOT_EDITABLE');
    }
    await mailingActions.record(actor.accountId, id, 'plan', by(actor), {
      ...detailOf(schedule, startsAt, ctx.timeZone),
      ...(fourEye ? { fourEye: true } : {}),
    });
    return mailingsService.get(actor, id);
  },

  /**
   * 4-eye: another user accepts. A mailing handed over with a schedule is planned as it says (a time
   * that passed meanwhile starts it now, and the history says so); one without (handed over before
   * issue 17) goes now, as it always did.
   */
  async accept(actor: Sender, id: string): Promise<Mailing> {
    const mailing = await mailingChecks.reachable(actor, id);
    const schedule = mailing.schedule;
    if (!schedule) {
      const accepted = await mailingsService.accept(actor, id);
      await mailingActions.record(actor.accountId, id, 'accept', by(actor), { at: 'now' });
      return accepted;
    }
    const approval: StoredApproval = decidableRequest(actor, mailing);
    const maker = makerOf(actor.accountId, approval);
    const { footer } = await mailingChecks.sendingChecks(maker, mailing);
    const ctx = await contextOf(actor, mailing);
    const planner = plannerOf(schedule.type);
    let late = false;
    let checked: { startsAt?: Date };
    try {
      checked = await planner.check(ctx, schedule as never);
    } catch (error) {
      if (!isTimed(schedule) || !(error instanceof ValidationError) || !error.names('CAMPAIGN_TIME_IN_PAST')) throw error;
      late = true;
      checked = await planner.check(ctx, { ...schedule, at: undefined } as never);
    }
    const { set, remove } = orderedBy(maker, footer);
    const planned = await planner.plan(ctx, schedule as never, {
      startsAt: checked.startsAt,
      from: ['ready'],
      set: { ...set, ...windowOf(schedule, ctx.timeZone), acceptedById: actor.userId, acceptedAt: ctx.now.toISOString() },
      remove: [...remove, 'approval'],
      pendingAcceptance: { since: approval.requestedAt },
    });
    if (!planned) throw new ConflictError('MAILING_NOT_AWAITING_ACCEPTANCE');
    await mailingActions.record(actor.accountId, id, 'accept', by(actor), {
      ...detailOf(schedule, checked.startsAt, ctx.timeZone),
      ...(late ? { late: true } : {}),
    });
    await acceptance.accepted(actor, mailing, approval);
    return mailingsService.get(actor, id);
  },

  /** 4-eye: the checker rejects with a reason (the history keeps it). */
  async reject(actor: Sender, id: string, reason: string): Promise<Mailing> {
    const rejected = await mailingsService.reject(actor, id, reason);
    await mailingActions.record(actor.accountId, id, 'reject', by(actor), { reason });
    return rejected;
  },

  /** A planned once sending's new time (409 for any other); under 4-eye it is handed over again. */
  async changeTime(actor: Sender, id: string, at: string): Promise<Mailing> {
    const mailing = await sendable(actor, id);
    const schedule = mailing.schedule;
    if (mailing.state !== 'planned' || !isTimed(schedule))
      throw new ConflictError('MAILING_ACTION_NOT_ALLOWED', { state: mailing.state, action: 'changeTime' });
    const ctx = await contextOf(actor, mailing);
    const next = { ...schedule, at };
    const { startsAt } = await plannerOf(next.type).check(ctx, next as never);
    const before = mailing.startAt ? localOf(mailing.startAt, ctx.timeZone) : 'now';
    if (await accountSettings.fourEye(actor.accountId)) {
      const { recipients } = await mailingChecks.sendingChecks(actor, mailing);
      await acceptance.request(
        actor,
        mailing,
        ['planned'],
        { recipients },
        {
          set: handedOver(next, startsAt),
          due: null,
        },
      );
    } else if (
      !(await mailingsRepository.transition(actor.accountId, id, ['planned'], 'planned', {
        at: ctx.now.toISOString(),
        due: (startsAt ?? ctx.now).toISOString(),
        set: { schedule: next, ...(startsAt ? { startAt: startsAt.toISOString() } : {}) },
      }))
    )
      throw new ConflictError('MAILING_ACTION_NOT_ALLOWED', { state: 'sending', action: 'changeTime' });
    await mailingActions.record(actor.accountId, id, 'changeTime', by(actor), {
      from: before,
      to: startsAt ? localOf(startsAt, ctx.timeZone) : 'now',
      timeZone: ctx.timeZone,
    });
    return mailingsService.get(actor, id);
  },

  /** A planned mailing that has not started back to ready, its plan taken off (to be edited and planned again). */
  async unplan(actor: Sender, id: string): Promise<Mailing> {
    const mailing = await sendable(actor, id);
    const moved =
      mailing.state === 'planned' &&
      (await mailingsRepository.transition(actor.accountId, id, ['planned'], 'ready', {
        at: new Date().toISOString(),
        due: null,
        remove: PLAN_FIELDS,
      }));
    if (!moved) {
      const now = await mailingsRepository.head(actor.accountId, id);
      throw new ConflictError('MAILING_ACTION_NOT_ALLOWED', { state: now?.state ?? mailing.state, action: 'unplan' });
    }
    await mailingActions.record(actor.accountId, id, 'unplan', by(actor), { type: mailing.sendType ?? 'once' });
    return mailingsService.get(actor, id);
  },

  /** The existing "send now" (mailings.send): planning as once, now. */
  sendNow(actor: Sender, id: string): Promise<Mailing> {
    return this.plan(actor, id, { type: 'once' });
  },
};

/** What a mailing handed over for acceptance carries: the checker sees its type and time. */
function handedOver(schedule: PlanMailingBody, startsAt: Date | undefined): Record<string, unknown> {
  return { sendType: schedule.type, schedule, ...(startsAt ? { startAt: startsAt.toISOString() } : {}) };
}
