import { onSegmentCalculated } from '@functions/mailings/segment-entry';
import { zonedDays } from '@shared/segments/dates';
import { compileSegment, type CompiledSegment } from '@shared/segments/evaluate';
import { canReceive } from '@shared/rules/reachable';
import type { SegmentGroup } from '@shared/segments/model';
import { accountSettings } from '@functions/accounts/settings-service';
import { logger } from '@functions/platform/logger';
import { propertiesService } from '@functions/properties/service';
import { subscribersRepository } from '@functions/subscribers/repository';
import { enqueueJob } from '@functions/jobs/queue';
import type { Job, JobContext } from '@functions/jobs/messages';
import { runTracked, type RunResult, type TrackedKind } from '@functions/jobs/tracked';
import { audienceStore } from './audience-store';
import { rangeBatches } from './loader';
import { segmentsRepository, type SegmentRecord } from './repository';

/**
 * Background calculation (spec section 4), fanned out over the jobs queue: a coordinator splits the
 * account's subscribers into pieces of consecutive ids and queues one job per piece; each piece reads
 * its range of subscribers and of activity, evaluates, stores its members and counts itself done;
 * the last one publishes the audience. Every step names the calculation it belongs to, so a newer
 * calculation makes an older one's late pieces harmless.
 */
export const PIECE_SIZE = 20_000;
/** SEGMENT_PIECE_SIZE overrides it (tests use small pieces to exercise the fan-out). */
const pieceSize = () => Number(process.env.SEGMENT_PIECE_SIZE) || PIECE_SIZE;

type SegmentJob = Extract<Job, { kind: 'segment' }>;
type SegmentPieceJob = Extract<Job, { kind: 'segment-piece' }>;

/**
 * The segment compiled as of the calculation's start, so every piece means the same "today": the day
 * `at` falls on in the account's time zone (its general settings).
 */
export async function compileFor(accountId: string, conditions: SegmentGroup, at: string, timeZone: string): Promise<CompiledSegment> {
  const types = new Map((await propertiesService.all(accountId)).map((p) => [p.id, p.type]));
  return compileSegment(conditions, { propertyType: (id) => types.get(id), today: zonedDays(timeZone).ofMs(Date.parse(at)) });
}

const current = (
  segment: SegmentRecord | undefined,
  calcId: string,
): segment is SegmentRecord & { calc: NonNullable<SegmentRecord['calc']> } =>
  segment?.calc?.id === calcId && (segment.state === 'queued' || segment.state === 'calculating');

/** A failed dynamic segment is tried again by the ticker an hour later, not every minute. */
const RETRY_AFTER_FAILURE_MS = 3_600_000;
const failedRetryAt = (segment: Pick<SegmentRecord, 'type'>): string | null =>
  segment.type === 'dynamic' ? new Date(Date.now() + RETRY_AFTER_FAILURE_MS).toISOString() : null;

/** Where a dynamic segment's audience stops being current: its next refresh. */
export const refreshDue = (segment: Pick<SegmentRecord, 'type' | 'refreshHours'>, from: string): string | null =>
  segment.type === 'dynamic' ? new Date(Date.parse(from) + (segment.refreshHours ?? 24) * 3_600_000).toISOString() : null;

/** Publishes the audience: the calculation's end, written once (the last piece to count itself done). */
async function publish(accountId: string, segment: CurrentSegment, matched: number, reachable: number): Promise<RunResult> {
  const computedAt = new Date().toISOString();
  const expiresAt = refreshDue(segment, computedAt);
  const audience = { calcId: segment.calc.id, pieces: segment.calc.pieces, count: matched, reachable, computedAt, expiresAt };
  if (!(await segmentsRepository.finishCalculation(accountId, segment.id, segment.calc.id, audience, expiresAt)))
    return { outcome: 'step' };
  // Issue 17: who entered the segment triggers its automatic mailings (against the audience it replaces).
  await onSegmentCalculated(accountId, segment.id, segment.audience, audience);
  logger.info('segment calculated', { accountId, segmentId: segment.id, members: matched, pieces: segment.calc.pieces });
  return { outcome: 'ended', state: 'finished' };
}

type CurrentSegment = SegmentRecord & { calc: NonNullable<SegmentRecord['calc']> };

/**
 * A calculation as a tracked job fanned out over several messages: its record is the segment's calc
 * (progress: pieces done of pieces); each step claims a run while the calculation is current and
 * under way, the model retries a failing step and its last attempt fails the whole calculation
 * (SEGMENT_CALCULATION_FAILED; a dynamic segment is tried again by the ticker an hour later). The
 * step that publishes the audience ends it; the Jobs metric counts each calculation once.
 */
function calculationKind<J extends SegmentJob | SegmentPieceJob>(
  run: (job: J, segment: CurrentSegment) => Promise<RunResult>,
): TrackedKind<J, CurrentSegment> {
  return {
    metricKind: 'segment',
    failureCode: 'SEGMENT_CALCULATION_FAILED',
    async load(job) {
      const segment = await segmentsRepository.get(job.accountId, job.segmentId);
      return current(segment, job.calcId) ? segment : undefined;
    },
    store: (job, segment) => ({
      claim: () => segmentsRepository.claimCalculation(job.accountId, job.segmentId, job.calcId),
      // The steps' results are the calc's own writes (setPieces, pieceDone, finishCalculation): only the failure comes from the model.
      end: async (end) =>
        end.state === 'failed' &&
        segmentsRepository.failCalculation(
          job.accountId,
          job.segmentId,
          job.calcId,
          end.failure?.code ?? 'SEGMENT_CALCULATION_FAILED',
          failedRetryAt(segment),
        ),
    }),
    run: (segment, _handle, job) => run(job, segment),
  };
}

const coordinator = calculationKind<SegmentJob>((job, segment) => splitIntoPieces(job, segment));
const piece = calculationKind<SegmentPieceJob>((job, segment) => calculatePiece(job, segment));

export const runSegmentJob = (job: SegmentJob, context: JobContext) => runTracked(coordinator, job, context);
export const runSegmentPieceJob = (job: SegmentPieceJob, context: JobContext) => runTracked(piece, job, context);

async function splitIntoPieces(job: SegmentJob, segment: CurrentSegment): Promise<RunResult> {
  const pieces: { fromId: string; toId: string }[] = [];
  let open: string[] = [];
  for await (const ids of subscribersRepository.idPages(job.accountId)) {
    for (const id of ids) {
      open.push(id);
      if (open.length === pieceSize()) {
        pieces.push({ fromId: open[0]!, toId: open[open.length - 1]! });
        open = [];
      }
    }
  }
  if (open.length) pieces.push({ fromId: open[0]!, toId: open[open.length - 1]! });
  if (!(await segmentsRepository.setPieces(job.accountId, job.segmentId, job.calcId, pieces.length))) return { outcome: 'step' };
  if (pieces.length === 0) return publish(job.accountId, { ...segment, calc: { ...segment.calc, pieces: 0 } }, 0, 0);
  // Read once and carried by every piece: a zone changed mid-calculation cannot split its "today".
  const timeZone = await accountSettings.timeZone(job.accountId);
  for (const [piece, range] of pieces.entries()) {
    await enqueueJob({
      kind: 'segment-piece',
      accountId: job.accountId,
      segmentId: job.segmentId,
      calcId: job.calcId,
      piece,
      ...range,
      timeZone,
    });
  }
  return { outcome: 'step' };
}

/** One piece: its range evaluated, its members stored, itself counted done (once); the last one publishes. */
async function calculatePiece(job: SegmentPieceJob, segment: CurrentSegment): Promise<RunResult> {
  const timeZone = job.timeZone ?? (await accountSettings.timeZone(job.accountId));
  const compiled = await compileFor(job.accountId, segment.conditions, segment.calc.startedAt, timeZone);
  const members: string[] = [];
  let scanned = 0;
  let reachable = 0;
  const now = new Date();
  for await (const { batch, subscribers, scanned: read } of rangeBatches(job.accountId, job.fromId, job.toId, compiled.needs, timeZone)) {
    scanned += read;
    for (const i of compiled.matches(batch)) {
      members.push(batch.ids[i]!);
      if (canReceive(subscribers[i]!, now)) reachable++;
    }
  }
  await audienceStore.writePiece(job.accountId, job.segmentId, job.calcId, job.piece, members);
  const calc = await segmentsRepository.pieceDone(job.accountId, job.segmentId, job.calcId, job.piece, scanned, members.length, reachable);
  return calc && calc.done === calc.pieces
    ? publish(job.accountId, { ...segment, calc }, calc.matched, calc.reachable ?? 0)
    : { outcome: 'step' };
}
