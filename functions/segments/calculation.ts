import { zonedDays } from '@shared/segments/dates';
import { compileSegment, type CompiledSegment } from '@shared/segments/evaluate';
import type { SegmentGroup } from '@shared/segments/model';
import { accountSettings } from '@functions/accounts/settings-service';
import { logger } from '@functions/platform/logger';
import { propertiesService } from '@functions/properties/service';
import { subscribersRepository } from '@functions/subscribers/repository';
import { enqueueJob } from '@functions/jobs/queue';
import type { Job, JobContext } from '@functions/jobs/messages';
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

const current = (segment: SegmentRecord | undefined, calcId: string): segment is SegmentRecord & { calc: NonNullable<SegmentRecord['calc']> } =>
  segment?.calc?.id === calcId && (segment.state === 'queued' || segment.state === 'calculating');

/** A failed dynamic segment is tried again by the ticker an hour later, not every minute. */
const RETRY_AFTER_FAILURE_MS = 3_600_000;
const failedRetryAt = (segment: Pick<SegmentRecord, 'type'>): string | null =>
  segment.type === 'dynamic' ? new Date(Date.now() + RETRY_AFTER_FAILURE_MS).toISOString() : null;

/** Where a dynamic segment's audience stops being current: its next refresh. */
export const refreshDue = (segment: Pick<SegmentRecord, 'type' | 'refreshHours'>, from: string): string | null =>
  segment.type === 'dynamic' ? new Date(Date.parse(from) + (segment.refreshHours ?? 24) * 3_600_000).toISOString() : null;

async function publish(accountId: string, segment: SegmentRecord & { calc: NonNullable<SegmentRecord['calc']> }, matched: number): Promise<void> {
  const computedAt = new Date().toISOString();
  const expiresAt = refreshDue(segment, computedAt);
  await segmentsRepository.finishCalculation(accountId, segment.id, segment.calc.id, { calcId: segment.calc.id, pieces: segment.calc.pieces, count: matched, computedAt, expiresAt }, expiresAt);
  logger.info('segment calculated', { accountId, segmentId: segment.id, members: matched, pieces: segment.calc.pieces });
}

/** The queue retries a step; its last attempt fails the calculation visibly instead of leaving it queued. */
async function failingVisibly(job: SegmentJob | SegmentPieceJob, segment: SegmentRecord, context: JobContext, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (error) {
    if (context.attempt < context.maxAttempts) throw error;
    logger.error('segment calculation failed for good', { accountId: job.accountId, segmentId: job.segmentId, step: job.kind, error: error as Error });
    await segmentsRepository.failCalculation(job.accountId, job.segmentId, job.calcId, 'SEGMENT_CALCULATION_FAILED', failedRetryAt(segment));
  }
}

export async function runSegmentJob(job: SegmentJob, context: JobContext): Promise<void> {
  const segment = await segmentsRepository.get(job.accountId, job.segmentId);
  if (!current(segment, job.calcId)) return;
  await failingVisibly(job, segment, context, () => splitIntoPieces(job, segment));
}

async function splitIntoPieces(job: SegmentJob, segment: SegmentRecord & { calc: NonNullable<SegmentRecord['calc']> }): Promise<void> {
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
  if (!(await segmentsRepository.setPieces(job.accountId, job.segmentId, job.calcId, pieces.length))) return;
  if (pieces.length === 0) return publish(job.accountId, { ...segment, calc: { ...segment.calc, pieces: 0 } }, 0);
  // Read once and carried by every piece: a zone changed mid-calculation cannot split its "today".
  const timeZone = await accountSettings.timeZone(job.accountId);
  for (const [piece, range] of pieces.entries()) {
    await enqueueJob({ kind: 'segment-piece', accountId: job.accountId, segmentId: job.segmentId, calcId: job.calcId, piece, ...range, timeZone });
  }
}

export async function runSegmentPieceJob(job: SegmentPieceJob, context: JobContext): Promise<void> {
  const segment = await segmentsRepository.get(job.accountId, job.segmentId);
  if (!current(segment, job.calcId)) return;
  await failingVisibly(job, segment, context, async () => {
    const timeZone = job.timeZone ?? (await accountSettings.timeZone(job.accountId));
    const compiled = await compileFor(job.accountId, segment.conditions, segment.calc.startedAt, timeZone);
    const members: string[] = [];
    let scanned = 0;
    for await (const { batch, scanned: read } of rangeBatches(job.accountId, job.fromId, job.toId, compiled.needs, timeZone)) {
      scanned += read;
      for (const i of compiled.matches(batch)) members.push(batch.ids[i]!);
    }
    await audienceStore.writePiece(job.accountId, job.segmentId, job.calcId, job.piece, members);
    const calc = await segmentsRepository.pieceDone(job.accountId, job.segmentId, job.calcId, job.piece, scanned, members.length);
    if (calc && calc.done === calc.pieces) await publish(job.accountId, { ...segment, calc }, calc.matched);
  });
}
