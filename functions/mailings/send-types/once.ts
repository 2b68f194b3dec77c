import type { SendingWindow } from '@shared/rules/sending-window';
import { nextWindowStart } from '@shared/rules/sending-window';
import { instantOf } from '@shared/rules/local-time';
import { ValidationError } from '@functions/platform/errors';
import { sendingQueues } from '@functions/sending/queues';
import { mailingsRepository } from '../repository';
import type { PlanContext, SendTypePlanner } from './types';

/** Once and the types that start as it does (reservation, hourly). */
export type OnceLike = { type: 'once' | 'reservation' | 'hourly'; at?: string; window?: SendingWindow };

/** The instant a wall time in the account's zone names; 400 with a field code when it is none or has passed. */
export function futureInstant(local: string, timeZone: string, now: Date, path = 'at'): Date {
  const at = instantOf(local, timeZone);
  if (!at) throw ValidationError.field(path, 'CAMPAIGN_TIME_INVALID');
  if (at.getTime() <= now.getTime()) throw ValidationError.field(path, 'CAMPAIGN_TIME_IN_PAST');
  return at;
}

/** What the engine reads to keep a sending within its hours and days (delivery/engine.ts): the window and the zone it is in. */
export interface StoredWindow extends SendingWindow {
  timeZone: string;
}

/**
 * When a once sending really begins: its time (now when none), moved to the window's next opening
 * when it falls outside (a sending never starts only to pause at once).
 */
async function check(ctx: PlanContext, schedule: OnceLike): Promise<{ startsAt?: Date; nextStarts: Date[] }> {
  const at = schedule.at ? futureInstant(schedule.at, ctx.timeZone, ctx.now) : undefined;
  if (!schedule.window) return { ...(at ? { startsAt: at } : {}), nextStarts: [] };
  const opens = nextWindowStart(schedule.window, ctx.timeZone, at ?? ctx.now);
  if (!opens) throw ValidationError.field('window', 'CAMPAIGN_WINDOW_INVALID');
  return { ...(at || opens.getTime() > ctx.now.getTime() ? { startsAt: opens } : {}), nextStarts: [] };
}

/**
 * planned, on the ticker's due index at its start (the ticker queues its planning within a minute of
 * it); one due now is queued at once, as "send now" always was (should that fail, the ticker finds it).
 */
async function plan(ctx: PlanContext, schedule: OnceLike, planned: Parameters<SendTypePlanner['plan']>[2]): Promise<boolean> {
  const startsAt = planned.startsAt && planned.startsAt.getTime() > ctx.now.getTime() ? planned.startsAt : undefined;
  const at = ctx.now.toISOString();
  const sendWindow: StoredWindow | undefined = schedule.window ? { ...schedule.window, timeZone: ctx.timeZone } : undefined;
  const moved = await mailingsRepository.transition(ctx.actor.accountId, ctx.mailing.id, planned.from, 'planned', {
    at,
    due: (startsAt ?? ctx.now).toISOString(),
    set: {
      ...planned.set,
      sendType: schedule.type,
      schedule,
      ...(startsAt ? { startAt: startsAt.toISOString() } : {}),
      ...(sendWindow ? { sendWindow } : {}),
    },
    remove: [...planned.remove, ...(startsAt ? [] : ['startAt']), ...(sendWindow ? [] : ['sendWindow'])],
    pendingAcceptance: planned.pendingAcceptance,
  });
  if (moved && !startsAt)
    await sendingQueues.plan({ channel: 'email', accountId: ctx.actor.accountId, sendingId: ctx.mailing.id, step: 0 });
  return moved;
}

/** Once (the planning helper): now, or at a wall time in the account's zone, optionally within sending hours and days. */
export const oncePlanner: SendTypePlanner<'once'> = { check, plan, recurring: false };

/** Reservation: a once sending at a time, only under 4-eye verification (planning.ts refuses it otherwise). */
export const reservationPlanner: SendTypePlanner<'reservation'> = { check, plan, recurring: false };

/** How once starts, for the types that start as it does (hourly). */
export { check as onceCheck, plan as oncePlan };
