import { ulid } from 'ulid';
import { SUBSCRIBER_STATUS } from '@shared/constants';
import { DEFAULT_SCORING_RULES, type ScoringReport, type ScoringRules, type ScoringRun, type ScoringState } from '@shared/schemas/scoring';
import { enqueueJob } from '@functions/jobs/queue';
import { ForbiddenError } from '@functions/platform/errors';
import type { DueRead } from '@functions/platform/due-index';
import { logger } from '@functions/platform/logger';
import { refuseIfRestricted, type Restrictable } from '@functions/segments/restriction';
import { subscribersRepository } from '@functions/subscribers/repository';
import { usersRepository } from '@functions/users/repository';
import { featureLimits } from '@functions/users/service';
import { scoringRepository, type RunRecord, type ScoringTrigger } from './repository';

/** The nightly recalculation's hour (UTC): the quiet hours of the account's day in Europe. */
const NIGHT_HOUR_UTC = 2;
/** A run that has not moved for this long is taken for lost (its message gone): a new one may start. */
const STALE_MS = 30 * 60_000;
/** Accounts whose nightly recalculation one tick starts at most. */
const NIGHTS_PER_TICK = 300;

/** The next NIGHT_HOUR_UTC after `now`. */
export function nextNight(now: Date): string {
  const night = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), NIGHT_HOUR_UTC));
  if (night.getTime() <= now.getTime()) night.setUTCDate(night.getUTCDate() + 1);
  return night.toISOString();
}

const toRun = (r: RunRecord): ScoringRun => ({
  id: r.id,
  state: r.state as ScoringRun['state'],
  trigger: r.trigger,
  ...(r.startedAt ? { startedAt: r.startedAt } : {}),
  ...(r.finishedAt ? { finishedAt: r.finishedAt } : {}),
  ...(r.progress ? { progress: r.progress } : {}),
  ...(r.failure ? { failure: r.failure } : {}),
});

/** Who calls: the account, the user, and their reach. */
type ScoringUser = Restrictable & { accountId: string; userId: string };

const underWay = (r: RunRecord | undefined, now = Date.now()): r is RunRecord =>
  r !== undefined && (r.state === 'queued' || r.state === 'running') && now - Date.parse(r.updatedAt ?? r.createdAt) < STALE_MS;

/**
 * Who may use scoring: not a user restricted to segments (rules and recalculations change every
 * subscriber's summary; 403 ACCESS_RESTRICTED_TO_SEGMENTS), and only on a plan with the scoring limit
 * (spec section 2: the route needs PERM_SCORING and the limit; 403 FEATURE_NOT_ENABLED).
 */
async function requireScoring(principal: Restrictable & { accountId: string }): Promise<void> {
  refuseIfRestricted(principal);
  const account = await usersRepository.getAccount(principal.accountId);
  if (!account || !featureLimits(account).scoring) throw new ForbiddenError('FEATURE_NOT_ENABLED', { feature: 'scoring' });
}

async function currentRules(accountId: string): Promise<ScoringRules> {
  return (await scoringRepository.rules(accountId))?.rules ?? DEFAULT_SCORING_RULES;
}

/** Starts a recalculation unless one is under way (that one is answered). */
async function start(accountId: string, trigger: ScoringTrigger, rules?: ScoringRules): Promise<RunRecord> {
  const latest = await scoringRepository.latestRun(accountId);
  if (underWay(latest)) return latest;
  const { total, byStatus } = await subscribersRepository.countsByStatus(accountId);
  const record: RunRecord = {
    id: ulid(),
    accountId,
    trigger,
    state: 'queued',
    createdAt: new Date().toISOString(),
    expected: Math.max(0, total - (byStatus[String(SUBSCRIBER_STATUS.forgotten)] ?? 0)),
    rules: rules ?? (await currentRules(accountId)),
    progress: { done: 0, total: 0 },
  };
  await scoringRepository.createRun(record);
  await enqueueJob({ kind: 'scoring', accountId, runId: record.id });
  return record;
}

/**
 * Scoring (issue 18): the account's rules, the background recalculation that writes every
 * subscriber's engagement summary (job.ts) and the summary the scoring report shows. A recalculation
 * starts by hand, when the rules are saved, and every night from the ticker for accounts with
 * scoring that saved their rules.
 */
export const scoringService = {
  async state(principal: ScoringUser): Promise<ScoringState> {
    await requireScoring(principal);
    const { accountId } = principal;
    const [stored, run, summary] = await Promise.all([
      scoringRepository.rules(accountId),
      scoringRepository.latestRun(accountId),
      scoringRepository.summary(accountId),
    ]);
    return {
      rules: stored?.rules ?? DEFAULT_SCORING_RULES,
      ...(stored ? { updatedAt: stored.updatedAt } : {}),
      run: run ? toRun(run) : null,
      summary: summary ?? null,
    };
  },

  /** Saves the rules and recalculates with them (a run under way carries on with the old ones; the nightly run takes the new). */
  async save(principal: ScoringUser, rules: ScoringRules): Promise<ScoringState> {
    await requireScoring(principal);
    const { accountId, userId } = principal;
    await scoringRepository.putRules(accountId, { rules, updatedAt: new Date().toISOString(), updatedById: userId }, nextNight(new Date()));
    await start(accountId, 'rules', rules);
    return this.state(principal);
  },

  async recalculate(principal: ScoringUser): Promise<ScoringRun> {
    await requireScoring(principal);
    return toRun(await start(principal.accountId, 'manual'));
  },

  /**
   * The scoring report (PERM_RAPORTY): the last finished recalculation's summary, whatever the plan is
   * now; statistics over every subscriber, so not for a user restricted to segments.
   */
  async report(principal: ScoringUser): Promise<ScoringReport> {
    refuseIfRestricted(principal);
    const { accountId } = principal;
    return { summary: (await scoringRepository.summary(accountId)) ?? null };
  },

  /**
   * The ticker's nightly recalculations: each account's rules due tonight move on to the next night
   * (once, however many ticks read them) and start a run; an account whose plan lost scoring leaves
   * the index. One account's trouble does not stop the others (its night stays due, the next tick retries).
   */
  async nightly(now: Date, read?: DueRead): Promise<number> {
    const due = await scoringRepository.due(now.toISOString(), { ...read, max: read?.max ?? NIGHTS_PER_TICK });
    let started = 0;
    for (const { accountId, dueAt } of due) {
      try {
        const account = await usersRepository.getAccount(accountId);
        const has = account !== undefined && featureLimits(account).scoring;
        if (!(await scoringRepository.advanceNight(accountId, dueAt, has ? nextNight(now) : undefined)) || !has) continue;
        await start(accountId, 'nightly');
        started++;
      } catch (error) {
        logger.warn('nightly scoring not started', { accountId, error: error as Error });
      }
    }
    return started;
  },
};
