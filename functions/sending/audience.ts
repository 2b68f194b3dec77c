import { SENDABLE_STATUSES } from '@shared/constants';
import { audienceStore } from '@functions/segments/audience-store';
import { segmentsRepository } from '@functions/segments/repository';
import { subscribersRepository } from '@functions/subscribers/repository';

/**
 * Who a mailing or SMS sending goes to: a segment's calculated members, or every subscriber with a
 * sendable status. The sender checks each recipient again (status, quarantine, blacklist) when it sends.
 */
export async function* audienceIds(accountId: string, segmentId: string | null | undefined): AsyncGenerator<string[]> {
  if (!segmentId) {
    yield* subscribersRepository.idsWithStatus(accountId, SENDABLE_STATUSES);
    return;
  }
  const audience = (await segmentsRepository.get(accountId, segmentId))?.audience;
  for (let piece = 0; audience && piece < audience.pieces; piece++)
    yield await audienceStore.readPiece(accountId, segmentId, audience.calcId, piece);
}
