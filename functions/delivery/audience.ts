import { SENDABLE_STATUSES } from '@shared/constants';
import { triggersRepository } from '@functions/mailings/triggers-repository';
import { audienceStore } from '@functions/segments/audience-store';
import { segmentsRepository } from '@functions/segments/repository';
import { subscribersRepository, type StatusPageCursor } from '@functions/subscribers/repository';

/** Ids a segment's page gives: its calculated audience is split into pieces (S3 objects) of ids. */
const SEGMENT_PAGE = 2000;

/**
 * Where the planner stands in an audience: every subscriber with a sendable status (a walk of the
 * status index), or a segment's calculation (which one — a recalculation meanwhile does not change
 * what is planned — which piece, how far into it).
 */
export type AudienceCursor =
  | { kind: 'all'; at?: StatusPageCursor }
  | { kind: 'segment'; calcId: string; pieces: number; piece: number; offset: number }
  /** Issue 17: a welcome or automatic mailing's run, whose recipients are the subscribers given to it (triggers-repository.ts). */
  | { kind: 'trigger'; runId: string; start?: Record<string, unknown> };

/** The first position in the audience of a sending: a segment's calculated members, or every sendable subscriber. */
export async function audienceStart(
  accountId: string,
  segmentId: string | null | undefined,
  triggerRunId?: string,
): Promise<AudienceCursor | undefined> {
  if (triggerRunId) return { kind: 'trigger', runId: triggerRunId };
  if (!segmentId) return { kind: 'all' };
  const audience = (await segmentsRepository.get(accountId, segmentId))?.audience;
  if (!audience || audience.pieces === 0) return undefined;
  return { kind: 'segment', calcId: audience.calcId, pieces: audience.pieces, piece: 0, offset: 0 };
}

/** One page of the audience from `cursor`, and where the next starts (none: the audience is read). */
export async function audiencePage(
  accountId: string,
  segmentId: string | null | undefined,
  cursor: AudienceCursor,
): Promise<{ ids: string[]; next?: AudienceCursor }> {
  if (cursor.kind === 'trigger') {
    const page = await triggersRepository.runPage(accountId, cursor.runId, cursor.start);
    return { ids: page.ids, ...(page.next ? { next: { ...cursor, start: page.next } } : {}) };
  }
  if (cursor.kind === 'all') {
    const page = await subscribersRepository.idsWithStatusPage(accountId, SENDABLE_STATUSES, cursor.at);
    return { ids: page.ids, ...(page.next ? { next: { kind: 'all', at: page.next } } : {}) };
  }
  const piece = await audienceStore.readPiece(accountId, segmentId!, cursor.calcId, cursor.piece);
  const ids = piece.slice(cursor.offset, cursor.offset + SEGMENT_PAGE);
  const offset = cursor.offset + SEGMENT_PAGE;
  if (offset < piece.length) return { ids, next: { ...cursor, offset } };
  if (cursor.piece + 1 < cursor.pieces) return { ids, next: { ...cursor, piece: cursor.piece + 1, offset: 0 } };
  return { ids };
}
