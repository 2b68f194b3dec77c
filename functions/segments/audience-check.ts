import { ConflictError, NotFoundError, ValidationError } from '@functions/platform/errors';
import { segmentsRepository, type SegmentRecord } from './repository';
import { isBusy, segmentsService } from './service';

/**
 * A sending to a segment goes to its current audience: one that was calculated and has not expired
 * (spec section 4; `expiresAt` is set at a dynamic segment's next refresh, calculation.ts refreshDue,
 * and to the moment of the change when its conditions change, service.ts update; a static segment's
 * never expires). No segment means everyone with a sendable status.
 */
export const audienceIsCurrent = (segment: Pick<SegmentRecord, 'audience'>, now = Date.now()): boolean =>
  Boolean(segment.audience && (!segment.audience.expiresAt || Date.parse(segment.audience.expiresAt) > now));

/** Starts a calculation; one already under way (a lost race) is as good. */
async function startCalculation(accountId: string, segmentId: string): Promise<void> {
  try {
    await segmentsService.calculate(accountId, segmentId);
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
  }
}

/**
 * When a sending is ordered (a mailing sent or planned, an SMS sending made): an unknown segment is
 * refused; one whose audience is missing or expired starts calculating now (unless it already is),
 * and the sending waits for it in planning (audienceReadiness) instead of being refused or going to
 * nobody. The user asked for the send: a segment whose last calculation failed is tried again.
 */
export async function prepareSendableAudience(accountId: string, segmentId: string | null | undefined): Promise<'current' | 'calculating'> {
  if (!segmentId) return 'current';
  const segment = await segmentsRepository.get(accountId, segmentId);
  if (!segment) throw ValidationError.field('segmentId', 'SEGMENT_NOT_FOUND');
  if (audienceIsCurrent(segment) && !isBusy(segment)) return 'current';
  if (!isBusy(segment)) await startCalculation(accountId, segmentId);
  return 'calculating';
}

/**
 * The planner's look before it reads a segment's audience: `ready` (current), `waiting` (being
 * calculated: plan again later), `failed` (the calculation failed and no current audience is left:
 * the sending fails, naming it) or `gone` (the segment was deleted). A missing or expired audience
 * with no calculation under way (a sending ordered before this existed, an audience that expired
 * while the sending waited on its schedule) starts one and waits. A failed one is not restarted from
 * here, so a segment that cannot be calculated ends the sending rather than looping.
 */
export async function audienceReadiness(
  accountId: string,
  segmentId: string | null | undefined,
): Promise<'ready' | 'waiting' | 'failed' | 'gone'> {
  if (!segmentId) return 'ready';
  const segment = await segmentsRepository.get(accountId, segmentId);
  if (!segment) return 'gone';
  if (isBusy(segment)) return 'waiting';
  if (audienceIsCurrent(segment)) return 'ready';
  if (segment.state === 'failed') return 'failed';
  try {
    await startCalculation(accountId, segmentId);
  } catch (error) {
    if (error instanceof NotFoundError) return 'gone';
    throw error;
  }
  return 'waiting';
}
