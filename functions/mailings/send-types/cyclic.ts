import { nextRuns } from '@shared/rules/cron-next';
import { instantOf } from '@shared/rules/local-time';
import type { Schedule } from '@shared/schemas/schedule';
import { DUE_INDEX } from '@functions/data/keys';
import { enqueueJob } from '@functions/jobs/queue';
import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { sendingQueues } from '@functions/sending/queues';
import { accountSettings } from '@functions/accounts/settings-service';
import { mailingActions } from '../actions-repository';
import { cyclicRepository, runId } from '../cyclic-repository';
import { mailingsRepository } from '../repository';
import { abxRun } from './abx';
import type { CampaignTick, SendTypePlanner, Steps } from './types';

/** Next starts a preview shows. */
export const PREVIEW_RUNS = 5;

/** The active range as instants: from `from` (now when absent or past) up to `until` (open when absent). */
function activeRange(schedule: Schedule<'cyclic'>, timeZone: string, now: Date): { after: Date; until?: Date } {
  const from = schedule.from === undefined ? undefined : instantOf(schedule.from, timeZone);
  if (schedule.from !== undefined && !from) throw ValidationError.field('from', 'CAMPAIGN_TIME_INVALID');
  const until = schedule.until === undefined ? undefined : instantOf(schedule.until, timeZone);
  if (schedule.until !== undefined && !until) throw ValidationError.field('until', 'CAMPAIGN_TIME_INVALID');
  // A run at `from` itself belongs to the range: the next runs are counted strictly after a moment before it.
  const after = from && from.getTime() > now.getTime() ? new Date(from.getTime() - 1) : now;
  if (until && until.getTime() <= after.getTime()) throw ValidationError.field('until', 'CAMPAIGN_RANGE_INVALID');
  return { after, ...(until ? { until } : {}) };
}

/** A repeated schedule as a cyclic one: a cyclic A/B/X's range starts at its `at`; undefined for one that does not repeat. */
export function repeatOf(schedule: Schedule<'cyclic'> | Schedule<'abx'>): Schedule<'cyclic'> | undefined {
  if (schedule.type === 'cyclic') return schedule;
  if (!schedule.cron) return undefined;
  const { cron, at, until, window } = schedule;
  return { type: 'cyclic', cron, ...(at ? { from: at } : {}), ...(until ? { until } : {}), ...(window ? { window } : {}) };
}

/** The schedule's runs after `after` within its range, at most `count`. */
export function cyclicRuns(schedule: Schedule<'cyclic'>, timeZone: string, after: Date, count: number): Date[] {
  const range = activeRange(schedule, timeZone, after);
  return nextRuns(schedule.cron, { after: range.after, timeZone, ...(range.until ? { until: range.until } : {}), count });
}

/**
 * Cyclic (spec section 3): the parent mailing stays `planned` while its range lasts, due on the
 * cyclic shard at its next run; each run is a child sending of its own that re-reads the segment.
 */
export const cyclicPlanner: SendTypePlanner<'cyclic'> = {
  async check(ctx, schedule) {
    const runs = cyclicRuns(schedule, ctx.timeZone, ctx.now, PREVIEW_RUNS);
    if (!runs.length) throw ValidationError.field('cron', 'CAMPAIGN_CRON_NO_RUN');
    return { startsAt: runs[0]!, nextStarts: runs };
  },

  async plan(ctx, schedule, planned) {
    const [first] = cyclicRuns(schedule, ctx.timeZone, ctx.now, 1);
    if (!first) throw ValidationError.field('cron', 'CAMPAIGN_CRON_NO_RUN');
    const next = first.toISOString();
    return mailingsRepository.transition(ctx.actor.accountId, ctx.mailing.id, planned.from, 'planned', {
      at: nowIso(),
      set: { ...planned.set, sendType: 'cyclic', schedule, startAt: next, nextStartAt: next, dueShard: DUE_INDEX.cyclic, dueAt: next },
      remove: planned.remove.filter((k) => !['nextStartAt', 'dueShard', 'dueAt', 'pause'].includes(k)).concat('pause'),
      pendingAcceptance: planned.pendingAcceptance,
    });
  },

  recurring: true,
};

/** The minute ticker: one `cyclicRun` step per parent whose run is due (a step queued twice acts once). */
export const cyclicTick: CampaignTick = async (now, read) => {
  const due = await cyclicRepository.due(now.toISOString(), read);
  await Promise.all(
    due.map((p) => enqueueJob({ kind: 'campaign', accountId: p.accountId, mailingId: p.id, step: 'cyclicRun', data: { at: p.dueAt } })),
  );
  return due.length;
};

/**
 * One run: its child sending is made (once: its id is the parent's and the run's time), queued for
 * planning, and the parent moves on to its next run or, past its range, to `sent`.
 */
async function cyclicRun(accountId: string, parentId: string, at: string): Promise<void> {
  const parent = await mailingsRepository.get(accountId, parentId);
  const repeat = parent?.schedule?.type === 'cyclic' || parent?.schedule?.type === 'abx' ? repeatOf(parent.schedule) : undefined;
  if (!parent || parent.state !== 'planned' || !repeat || parent.nextStartAt !== at) {
    logger.info('cyclic run no longer due; dropped', { accountId, mailingId: parentId, at });
    return;
  }
  const run = ((parent as { lastRun?: number }).lastRun ?? 0) + 1;
  const id = runId(parentId, Date.parse(at));
  // A cyclic A/B/X run is a test of its own (abx.ts); a cyclic run a sending to the whole segment.
  if (parent.schedule?.type === 'abx') await abxRun(accountId, parent, id, run, nowIso());
  else if (await cyclicRepository.createRun(accountId, parent, id, run, nowIso()))
    await sendingQueues.plan({ channel: 'email', accountId, sendingId: id, step: 0 });
  const timeZone = await accountSettings.timeZone(accountId);
  const now = new Date();
  const after = new Date(Math.max(now.getTime(), Date.parse(at)));
  let next: Date | undefined;
  try {
    [next] = cyclicRuns(repeat, timeZone, after, 1);
  } catch {
    next = undefined; // the range is over
  }
  if (await cyclicRepository.advance(accountId, parentId, at, run, next?.toISOString(), nowIso())) {
    await mailingActions.record(accountId, parentId, 'run', undefined, { run, mailingId: id, next: next?.toISOString() ?? null });
  } else await cyclicRepository.keepRun(accountId, parentId, run);
}

export const cyclicSteps: Steps<'cyclicRun'> = {
  cyclicRun: (job) => cyclicRun(job.accountId, job.mailingId, String(job.data?.at ?? '')),
};
