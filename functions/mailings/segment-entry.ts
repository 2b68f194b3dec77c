import { logger } from '@functions/platform/logger';
import { audienceStore } from '@functions/segments/audience-store';
import type { AudienceRecord } from '@functions/segments/repository';
import { activeTriggers, trigger } from './triggers';

async function members(accountId: string, segmentId: string, audience: AudienceRecord): Promise<string[]> {
  const ids: string[] = [];
  for (let piece = 0; piece < audience.pieces; piece++)
    ids.push(...(await audienceStore.readPiece(accountId, segmentId, audience.calcId, piece)));
  return ids;
}

/**
 * A segment's calculation was published (segments/calculation.ts): whoever it holds that the
 * previous calculation did not has entered the segment and triggers the account's active automatic
 * mailings on it, once per subscriber per mailing (occasion `segment`). The first calculation
 * (no previous one) is the baseline: its members were there before, not entering. Nothing is read
 * unless a mailing waits on this segment. The calculation stands whatever happens here: a failure
 * is logged, not thrown.
 */
export async function onSegmentCalculated(
  accountId: string,
  segmentId: string,
  previous: AudienceRecord | null | undefined,
  audience: AudienceRecord,
): Promise<number> {
  try {
    const entries = (await activeTriggers(accountId, 'segment')).filter((e) => e.segmentId === segmentId);
    if (!entries.length || !previous || previous.calcId === audience.calcId) return 0;
    const before = new Set(await members(accountId, segmentId, previous));
    const entered = (await members(accountId, segmentId, audience)).filter((id) => !before.has(id));
    return await trigger(accountId, 'segment', entered, 'segment', { entries });
  } catch (error) {
    logger.error('segment entry triggers not recorded', { accountId, segmentId, error });
    return 0;
  }
}
