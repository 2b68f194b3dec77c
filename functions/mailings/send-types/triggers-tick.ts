import { logger } from '@functions/platform/logger';
import { sendingQueues } from '@functions/sending/queues';
import { mailingsRepository } from '../repository';
import { TRIGGER_RECHECK_MS, triggersRepository, type TriggerRecord } from '../triggers-repository';
import { isTriggeredParent } from '../triggers';
import type { CampaignTick } from './types';

/** A run's id: its parent's, `R`, and the tick's instant in ms (runs of a parent are one key range, in order, listed with cyclic runs). */
export const triggerRunId = (parentId: string, at: Date): string => `${parentId}R${String(at.getTime()).padStart(13, '0')}`;

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * A paused mailing's due subscribers wait for its resume (held off the due index; recurring.ts puts
 * them back), except an anniversary's: its day has passed, and a birthday wish weeks late is worse
 * than none. One given to a run that was made (it is being sent) only leaves the index.
 */
async function holdWhilePaused(records: TriggerRecord[]): Promise<void> {
  const { accountId, mailingId } = records[0]!;
  const entry = await triggersRepository.entry(accountId, mailingId);
  // Records given to a run share its id: each run is looked up once, not once per subscriber.
  const runIds = [...new Set(records.flatMap((r) => (r.runId ? [r.runId] : [])))];
  const made = new Set(
    (await Promise.all(runIds.map(async (id) => ((await mailingsRepository.head(accountId, id)) ? id : undefined)))).filter(Boolean),
  );
  await Promise.all(
    records.map((r) => {
      if (r.runId && made.has(r.runId)) return triggersRepository.release(r);
      return entry?.kind === 'anniversary' ? triggersRepository.release(r, true) : triggersRepository.hold(r);
    }),
  );
  logger.info('triggered subscribers of a paused mailing held until it resumes', { accountId, mailingId, count: records.length });
}

/**
 * One mailing's due subscribers: each is given to this tick's run by a conditional update (one
 * another tick took is skipped), the run is made (once: conditional on its id), its subscribers
 * leave the due index and its planning is queued. A subscriber given to a run that was never made
 * (the tick died) is due again TRIGGER_RECHECK_MS later and makes it then. Subscribers of a paused
 * mailing are held; those of a mailing no longer active are dropped.
 */
async function collect(records: TriggerRecord[], now: Date): Promise<number> {
  const { accountId, mailingId } = records[0]!;
  const parent = await mailingsRepository.get(accountId, mailingId);
  if (parent && isTriggeredParent(parent) && parent.state === 'paused') {
    await holdWhilePaused(records);
    return 0;
  }
  if (!parent || parent.state !== 'planned' || !isTriggeredParent(parent)) {
    await Promise.all(records.map((r) => triggersRepository.release(r, true)));
    logger.info('triggered subscribers of a mailing no longer active; dropped', { accountId, mailingId, count: records.length });
    return 0;
  }
  const fresh = triggerRunId(mailingId, now);
  const recheck = new Date(now.getTime() + TRIGGER_RECHECK_MS).toISOString();
  const given = await Promise.all(
    records.map(async (r) => (r.runId ? r : (await triggersRepository.claim(r, fresh, recheck)) ? { ...r, runId: fresh } : undefined)),
  );
  let queued = 0;
  for (const [runId, members] of groupBy(
    given.filter((r): r is TriggerRecord & { runId: string } => !!r),
    (r) => r.runId!,
  )) {
    const made = await triggersRepository.createRun(accountId, parent, runId, now.toISOString());
    await Promise.all(members.map((r) => triggersRepository.release(r)));
    if (made) {
      await sendingQueues.plan({ channel: 'email', accountId, sendingId: runId, step: 0 });
      queued++;
    }
  }
  return queued;
}

/** The minute ticker: welcome and automatic subscribers due, collected into runs per mailing. */
export const triggersTick: CampaignTick = async (now, read) => {
  const due = await triggersRepository.due(now.toISOString(), read);
  let queued = 0;
  for (const records of groupBy(due, (r) => `${r.accountId}#${r.mailingId}`).values()) queued += await collect(records, now);
  return queued;
};
