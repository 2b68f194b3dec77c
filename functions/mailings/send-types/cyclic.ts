import { nextRuns } from '@shared/rules/cron-next';
import { instantOf } from '@shared/rules/local-time';
import type { Schedule } from '@shared/schemas/schedule';
import { DUE_INDEX } from '@functions/data/keys';
import { enqueueJob } from '@functions/jobs/queue';
import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import { cyclicRepository } from '../cyclic-repository';
import { mailingsRepository } from '../repository';
import type { CampaignTick, SendTypePlanner } from './types';

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
