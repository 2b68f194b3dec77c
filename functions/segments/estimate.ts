import type { SegmentGroup } from '@shared/segments/model';
import type { Estimate, EstimatePreviewRow } from '@shared/schemas/segments';
import { accountSettings } from '@functions/accounts/settings-service';
import type { Job, JobContext } from '@functions/jobs/messages';

type EstimateJob = Extract<Job, { kind: 'segment-estimate' }>;
import { runTracked, type TrackedKind } from '@functions/jobs/tracked';
import { recordStore } from '@functions/jobs/tracked-repository';
import { canReceive } from '@shared/rules/reachable';
import { subscribersRepository } from '@functions/subscribers/repository';
import { compileFor } from './calculation';
import { estimateRecords, estimatesRepository, type EstimateRecord } from './estimates-repository';
import { rangeBatches } from './loader';
import { extendPreview } from './preview';
import { audienceScope } from './restriction';
import { population, rangesOf } from './sample-ranges';

/** At most this many subscribers are read for an estimate; a smaller database is counted exactly. */
const SAMPLE = 2_000;
const BLOCKS = 4;

function randomInt(max: number): number {
  return Math.floor(Math.random() * max);
}

async function allIds(accountId: string): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of subscribersRepository.idPages(accountId)) ids.push(...page);
  return ids;
}

/**
 * A fast, approximate audience size: blocks of consecutive subscribers read from random places are
 * evaluated and the share that matches is scaled to the database, with the margin of a 95% interval
 * (finite-population corrected). Up to SAMPLE subscribers it is simply exact.
 * The preview is the first matching subscribers of the sample itself, so it costs no extra read.
 * For a user restricted to segments (`segmentIds`, spec section 6) the database is their reach: the
 * sample, the count, the total and the preview are all theirs. A count over everyone would answer
 * any question about anyone outside it (a condition can name one address).
 * Dates are evaluated as of `at` (now) in the account's time zone, read once for the whole estimate.
 * Of the matches, those who can receive (shared/rules/reachable.ts) are counted too, from the same
 * sample: the builder shows them first, so unsubscribed, forgotten or quarantined subscribers never
 * pass for an audience (forgotten ones are not even read: loader.ts).
 */
export async function estimateSegment(
  accountId: string,
  conditions: SegmentGroup,
  segmentIds?: readonly string[],
  at = new Date().toISOString(),
): Promise<Estimate> {
  const zoned = accountSettings
    .timeZone(accountId)
    .then(async (timeZone) => ({ timeZone, compiled: await compileFor(accountId, conditions, at, timeZone) }));
  const [{ timeZone, compiled }, all, inScope] = await Promise.all([zoned, allIds(accountId), audienceScope(accountId, segmentIds)]);
  const pop = population(all, inScope);
  const total = pop.ids.length;
  const ranges: [string, string][] = [];
  if (total <= SAMPLE) {
    if (total > 0) ranges.push(...rangesOf(pop, 0, total - 1));
  } else {
    const size = Math.floor(SAMPLE / BLOCKS);
    const step = Math.floor(total / BLOCKS);
    for (let b = 0; b < BLOCKS; b++) {
      const start = b * step + randomInt(Math.max(1, step - size));
      ranges.push(...rangesOf(pop, start, Math.min(total - 1, start + size - 1)));
    }
  }
  const now = new Date(at);
  let sampled = 0;
  let matched = 0;
  let reachableMatched = 0;
  let preview: EstimatePreviewRow[] = [];
  for (const [from, to] of ranges) {
    for await (const { batch, subscribers, scanned } of rangeBatches(accountId, from, to, compiled.needs, timeZone)) {
      sampled += scanned;
      const matches = compiled.matches(batch);
      matched += matches.length;
      reachableMatched += matches.filter((i) => canReceive(subscribers[i]!, now)).length;
      preview = extendPreview(preview, subscribers, matches, inScope);
    }
  }
  if (sampled === 0) return { count: 0, margin: 0, reachable: 0, reachableMargin: 0, sampled: 0, total, exact: true, preview: [] };
  const exact = sampled >= total;
  const correction = exact ? 0 : Math.sqrt((total - sampled) / Math.max(1, total - 1));
  const scaled = (hits: number) => {
    const p = hits / sampled;
    return { n: Math.round(p * total), margin: exact ? 0 : Math.ceil(1.96 * Math.sqrt((p * (1 - p)) / sampled) * correction * total) };
  };
  const matching = scaled(matched);
  const reachable = scaled(reachableMatched);
  return {
    count: matching.n,
    margin: matching.margin,
    reachable: reachable.n,
    reachableMargin: reachable.margin,
    sampled,
    total,
    exact,
    preview,
  };
}

/**
 * An estimate the builder asked for (POST /segments/estimate) as a tracked job: estimateSegment as of
 * the request, for the requesting user's reach, its result stored with `finished`. A redelivery of an
 * ended estimate does nothing; the model retries a failing one and fails it on the last attempt. Its
 * record lives ESTIMATE_TTL_SECONDS from the request (set when it was made): nothing to add at the end.
 */
export const estimateJob: TrackedKind<EstimateJob, EstimateRecord> = {
  metricKind: 'segment-estimate',
  failureCode: 'SEGMENT_CALCULATION_FAILED',
  load: (job) => estimatesRepository.get(job.accountId, job.estimateId),
  store: (job) => recordStore(estimateRecords, job.accountId, job.estimateId),
  async run(record, _handle, job) {
    const result = await estimateSegment(job.accountId, record.conditions, record.segmentIds, record.createdAt);
    return { outcome: 'finished', fields: { result } };
  },
};

export const runSegmentEstimateJob = (job: EstimateJob, context: JobContext) => runTracked(estimateJob, job, context);
