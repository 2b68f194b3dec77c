import { mayAccessMailing } from '@shared/versions';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { startTimer } from '@functions/platform/timers';
import { sendingQueues } from '@functions/sending/queues';
import type { AudienceSpec } from '@functions/delivery/audience-filters';
import { withEngagement } from '@functions/sending/report';
import { followupReach } from './followup-audience';
import { mailingsRepository } from '../repository';
import type { StepRunner } from './jobs';
import type { PlanContext, SendTypePlanner } from './types';

/**
 * Send types whose recipients are claimed by sendings of their own (runs, variants, per-subscriber
 * sends), not by the mailing itself: a follow-up of one would find no recipients, so it is refused.
 */
export const NOT_FOLLOWABLE: readonly string[] = ['cyclic', 'abx', 'automatic', 'welcome', 'optimisation'];

/**
 * When a follow-up of a mailing that finished sending at `sentAt` goes: `afterHours` later, or at
 * once when that moment has passed (undefined then: "now"). An hour is the campaign hour (shorter in tests).
 */
export function followupStart(sentAt: string, afterHours: number, now: Date, hourMs = 3_600_000): Date | undefined {
  const at = new Date(Date.parse(sentAt) + afterHours * hourMs);
  return at.getTime() > now.getTime() ? at : undefined;
}

/** The mailing a follow-up follows: one the planner may see, sent (its recipients and their engagement are known). */
async function sourceOf(ctx: PlanContext, sourceId: string) {
  const source = sourceId === ctx.mailing.id ? undefined : await mailingsRepository.head(ctx.actor.accountId, sourceId);
  if (!source || source.parentId || !mayAccessMailing(ctx.actor.versions, source.state))
    throw ValidationError.field('sourceMailingId', 'MAILING_NOT_FOUND');
  if (source.state !== 'sent' || !source.finishedAt) throw ValidationError.field('sourceMailingId', 'CAMPAIGN_FOLLOWUP_SOURCE_NOT_SENT');
  if (source.sendType && NOT_FOLLOWABLE.includes(source.sendType))
    throw ValidationError.field('sourceMailingId', 'CAMPAIGN_SEND_TYPE_UNAVAILABLE', { type: source.sendType });
  return { ...source, finishedAt: source.finishedAt };
}

/**
 * Follow-up (spec section 1): the mailing itself (its own subject and content) goes to the source's
 * recipients who did not open it, did not click, or opened without clicking, `afterHours` after
 * the source was sent. Planned, it waits on a timer (platform/timers.ts) named by the mailing and
 * its start, off the due index; the timer's step puts it on the index due now and queues its
 * planning, whose audience filter (followup-audience.ts, by `audienceSpec`) keeps only that part.
 */
export const followupPlanner: SendTypePlanner<'followup'> = {
  async check(ctx, schedule) {
    const source = await sourceOf(ctx, schedule.sourceMailingId);
    const startsAt = followupStart(source.finishedAt, schedule.afterHours, ctx.now, config.campaignHourMs);
    const [counted] = await withEngagement(ctx.actor.accountId, [source]);
    return { ...(startsAt ? { startsAt } : {}), nextStarts: [], recipients: followupReach(schedule.audience, counted!.stats) };
  },

  async plan(ctx, schedule, planned) {
    const { accountId } = ctx.actor;
    const at = (planned.startsAt ?? ctx.now).toISOString();
    const audienceSpec: AudienceSpec = { kind: 'followup', sourceId: schedule.sourceMailingId, audience: schedule.audience };
    // A start that has come already (the source finished long enough ago) needs no wait: due now, and
    // queued at once; the ticker queues it should that be lost. A later one waits on its timer.
    const startsNow = !planned.startsAt;
    const moved = await mailingsRepository.transition(accountId, ctx.mailing.id, planned.from, 'planned', {
      at: nowIso(),
      due: startsNow ? at : null,
      set: { ...planned.set, sendType: 'followup', schedule, startAt: at, audienceSpec },
      remove: planned.remove,
      pendingAcceptance: planned.pendingAcceptance,
    });
    if (!moved) return false;
    if (startsNow) {
      await sendingQueues.plan({ channel: 'email', accountId, sendingId: ctx.mailing.id, step: 0 });
      return true;
    }
    await startTimer({
      name: `followup-${ctx.mailing.id}-${Date.parse(at)}`,
      at: new Date(at),
      job: { kind: 'campaign', accountId, mailingId: ctx.mailing.id, step: 'followupStart', data: { startAt: at } },
    });
    return true;
  },

  recurring: false,
};

/**
 * The follow-up's timer went off. It starts only the plan the timer was set for: a follow-up
 * unplanned, cancelled or given another time since then (its `startAt` moved on) is left alone.
 * On the due index first, so that a plan job lost on the way is queued by the ticker instead.
 */
export const followupStartStep: StepRunner = async (job) => {
  const startAt = job.data?.startAt;
  const head = await mailingsRepository.head(job.accountId, job.mailingId);
  if (!head || head.state !== 'planned' || head.sendType !== 'followup' || head.startAt !== startAt) {
    logger.info('follow-up timer for a plan that changed; dropped', { accountId: job.accountId, mailingId: job.mailingId });
    return;
  }
  const at = nowIso();
  if (!(await mailingsRepository.transition(job.accountId, job.mailingId, ['planned'], 'planned', { at, due: at }))) return;
  await sendingQueues.plan({ channel: 'email', accountId: job.accountId, sendingId: job.mailingId, step: 0 });
};
