import { ConflictError, ValidationError } from '@functions/platform/errors';
import { segmentsRepository } from './repository';

/**
 * A sending to a segment goes to its current audience: one that was calculated and has not expired
 * (spec section 4). No segment means everyone with a sendable status.
 */
export async function checkSendableAudience(accountId: string, segmentId: string | null | undefined): Promise<void> {
  if (!segmentId) return;
  const segment = await segmentsRepository.get(accountId, segmentId);
  if (!segment) throw ValidationError.field('segmentId', 'SEGMENT_NOT_FOUND');
  if (!segment.audience) throw new ConflictError('SEGMENT_NOT_CONFIGURED');
  if (segment.audience.expiresAt && Date.parse(segment.audience.expiresAt) <= Date.now())
    throw new ConflictError('SEGMENT_AUDIENCE_EXPIRED');
}
