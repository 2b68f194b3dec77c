import type { Segment } from '@shared/schemas/segments';
import type { V1SegmentMember } from '@shared/schemas/api-v1-segments';
import { BadRequestError, NotFoundError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';
import { isRestricted } from '@functions/segments/restriction';
import { segmentsService } from '@functions/segments/service';

type Caller = Pick<Principal, 'accountId' | 'userId' | 'segmentIds'>;

/** A list's cursor is the last segment's id, a ULID: anything else was forged, and is refused like any bad cursor. */
const SEGMENT_ID = /^[0-9A-HJKMNP-TV-Z]{26}$/;

/**
 * A token restricted to segments (its creator's restriction) reaches only those segments: any other
 * reads as missing, like another account's. The web shows a restricted user every segment without
 * the sizes; an integrator's token has no screen to explain that, so it gets none of them.
 */
function assertInReach(principal: Caller, id: string): void {
  if (isRestricted(principal) && !principal.segmentIds.includes(id)) throw new NotFoundError('SEGMENT_NOT_FOUND');
}

/**
 * The public API v1's segments (issue 19): the web's segments service, behind the token's reach,
 * with cursor paging in id order (creation order, so a renamed segment never moves between pages).
 * A restricted token's cursor is sealed, as every list filtered for a restricted caller is.
 */
export const v1SegmentsService = {
  async list(principal: Caller, limit: number, cursor?: string): Promise<{ items: Segment[]; cursor?: string }> {
    const restricted = isRestricted(principal);
    const after = (await incomingCursor(principal.accountId, restricted, cursor)) ?? '';
    if (cursor && !SEGMENT_ID.test(after)) throw new BadRequestError('BAD_REQUEST', { reason: 'cursor' });
    const reachable = (await segmentsService.list(principal)).items
      .filter((s) => s.id > after && (!restricted || principal.segmentIds.includes(s.id)))
      .sort((a, b) => (a.id < b.id ? -1 : 1));
    const items = reachable.slice(0, limit);
    const next = reachable.length > limit ? items.at(-1)!.id : undefined;
    return { items, ...(next ? { cursor: await outgoingCursor(principal.accountId, restricted, next) } : {}) };
  },

  async get(principal: Caller, id: string): Promise<Segment> {
    assertInReach(principal, id);
    return segmentsService.get(principal, id);
  },

  /** The web's audience (its not-ready and expired errors too), each member reduced to what an integrator matches. */
  async members(principal: Caller, id: string, limit: number, cursor?: string): Promise<{ items: V1SegmentMember[]; cursor?: string }> {
    assertInReach(principal, id);
    const page = await segmentsService.audience(principal, id, limit, cursor);
    return { ...page, items: page.items.map(({ id, email, gsm, status }) => ({ id, email, gsm, status })) };
  },

  /** The web's calculation: queued in the background, one at a time (SEGMENT_STILL_PROCESSING while one runs). */
  async recalculate(principal: Caller, id: string): Promise<Segment> {
    assertInReach(principal, id);
    return segmentsService.calculate(principal.accountId, id, principal);
  },
};
