import { nowIso } from '@functions/platform/dynamo';
import { logger } from '@functions/platform/logger';
import { sendingQueues } from '@functions/sending/queues';
import { accountSettings } from '@functions/accounts/settings-service';
import { mailingActions } from '../actions-repository';
import { cyclicRepository, runId } from '../cyclic-repository';
import { mailingsRepository } from '../repository';
import { abxRun } from './abx';
import { cyclicRuns, repeatOf } from './cyclic';
import type { Steps } from './types';

// The run step of a repeated schedule, apart from both send types it hands a run to: abx.ts reads
// cyclic.ts's schedule rules, so cyclic.ts importing abx.ts's run made a cycle.

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
