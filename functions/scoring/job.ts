import { SUBSCRIBER_STATUS } from '@shared/constants';
import { emptyTally, engagementOf, sameEngagement, summaryOf, tallyScore, type ScoringTally } from '@shared/rules/scoring';
import type { Subscriber } from '@shared/schemas/subscriber';
import { nowIso } from '@functions/platform/dynamo';
import type { Job, JobContext } from '@functions/jobs/messages';
import { runTracked, type RunHandle, type RunResult, type TrackedKind } from '@functions/jobs/tracked';
import { recordStore } from '@functions/jobs/tracked-repository';
import { rangeWithEvents } from '@functions/segments/loader';
import { engagementRepository } from '@functions/subscribers/engagement-repository';
import { scoringRepository, scoringRunRecords, type RunRecord } from './repository';

type ScoringJob = Extract<Job, { kind: 'scoring' }>;

/** Where a run resumes: after the last subscriber it wrote, with what it tallied so far. */
interface Checkpoint {
  afterId?: string;
  done: number;
  tally: ScoringTally;
}

/** Above every ULID (they start with 0–7): the end of the walk. */
const LAST_ID = 'ZZZZZZZZZZZZZZZZZZZZZZZZZZ';
const FIRST_ID = '0';
/** Left for the checkpoint and the continuation before the Lambda's limit. */
const STOP_MARGIN_MS = 60_000;
/** Summaries written at once. */
const WRITES_AT_ONCE = 25;
/** A recalculation's item is kept this long after it ends. */
const KEEP_SECONDS = 30 * 86_400;

/** Scores one page of subscribers and writes the summaries that changed. */
async function scorePage(
  record: RunRecord,
  page: readonly Subscriber[],
  events: Map<string, { type: string; at: string }[]>,
  tally: ScoringTally,
  now: number,
): Promise<void> {
  const writes: (() => Promise<boolean>)[] = [];
  for (const s of page) {
    if (s.status === SUBSCRIBER_STATUS.forgotten) continue;
    const summary = engagementOf(
      record.rules,
      { createdAt: s.createdAt, unsubscribedAt: s.unsubscribedAt, events: events.get(s.id) ?? [] },
      now,
    );
    const changed = !sameEngagement(s.engagement, summary);
    tallyScore(tally, record.rules, summary.score, changed);
    if (changed) writes.push(() => engagementRepository.setEngagement(record.accountId, s.id, summary));
  }
  for (let i = 0; i < writes.length; i += WRITES_AT_ONCE) await Promise.all(writes.slice(i, i + WRITES_AT_ONCE).map((write) => write()));
}

/**
 * Walks the account's subscribers in id order with their activity beside them (the same walk as a
 * segment's calculation), each scored with the rules the run started with, as of its start (so a
 * run that continues in another Lambda means the same "now"). Progress and the checkpoint after
 * every page; a run near the Lambda's limit pauses and the model queues its continuation.
 */
async function recalculate(record: RunRecord, handle: RunHandle): Promise<RunResult> {
  const saved = record.checkpoint as Checkpoint | undefined;
  let { done, tally } = saved ?? { done: 0, tally: emptyTally() };
  const afterId = saved?.afterId;
  const now = Date.parse(record.createdAt);
  for await (const { page, events } of rangeWithEvents(record.accountId, afterId ?? FIRST_ID, LAST_ID)) {
    // A resumed walk starts at the subscriber it wrote last: that one is done.
    const fresh = afterId ? page.filter((s) => s.id > afterId) : page;
    if (fresh.length === 0) continue;
    await scorePage(record, fresh, events, tally, now);
    done += fresh.length;
    const checkpoint: Checkpoint = { afterId: fresh[fresh.length - 1]!.id, done, tally };
    if (!(await handle.progress({ done, total: Math.max(done, record.expected) }, checkpoint))) return { outcome: 'step' };
    if (handle.context.remainingMs() < STOP_MARGIN_MS) return { outcome: 'paused' };
    tally = checkpoint.tally;
  }
  const summary = summaryOf(tally, record.rules, nowIso());
  await scoringRepository.putSummary(record.accountId, summary);
  return { outcome: 'finished', fields: { progress: { done, total: done }, summary } };
}

/** A recalculation as a tracked job (one message at a time; continuations resume at the checkpoint). */
const scoringKind: TrackedKind<ScoringJob, RunRecord> = {
  metricKind: 'scoring',
  failureCode: 'SCORING_FAILED',
  async load(job) {
    const record = await scoringRepository.run(job.accountId, job.runId);
    if (!record || (record.state !== 'queued' && record.state !== 'running')) return undefined;
    return record;
  },
  store: (job) => recordStore(scoringRunRecords, job.accountId, job.runId),
  run: (record, handle) => recalculate(record, handle),
  keepSeconds: () => KEEP_SECONDS,
};

export const runScoringJob = (job: ScoringJob, context: JobContext) => runTracked(scoringKind, job, context);
