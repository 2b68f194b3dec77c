import type { Segment } from '@shared/schemas/segments';
import type { JobView } from '@web/common/job-progress/job-view';

/** While queued or calculating, a segment cannot be saved or calculated again (SEGMENT_STILL_PROCESSING). */
export const isCalculating = (s: Pick<Segment, 'state'>): boolean => s.state === 'queued' || s.state === 'calculating';

/**
 * A segment as any job's progress: its calculation's pieces done of pieces, and why it failed.
 * A draft was never calculated; it reads as stopped (not polled, never shown as a success).
 */
export const segmentView = (s: Segment): JobView => ({
  phase:
    s.state === 'queued'
      ? 'queued'
      : s.state === 'calculating'
        ? 'running'
        : s.state === 'failed'
          ? 'failed'
          : s.state === 'draft'
            ? 'stopped'
            : 'finished',
  done: s.progress?.done,
  total: s.progress?.total,
  failure: s.lastError ? { code: s.lastError } : undefined,
});

/**
 * Where a segment's audience stands: never calculated, out of date (its expiry passed, also while
 * the page stayed open, or its conditions changed), or current.
 */
export type AudienceStanding = 'none' | 'expired' | 'current';

export function audienceStanding(s: Pick<Segment, 'audience'>, now: number = Date.now()): AudienceStanding {
  const audience = s.audience;
  if (!audience) return 'none';
  if (audience.expired || (audience.expiresAt !== null && Date.parse(audience.expiresAt) <= now)) return 'expired';
  return 'current';
}

/** Pieces done of pieces, as a percentage; none while the pieces are still being counted. */
export function progressPercent(progress: Segment['progress']): number | undefined {
  if (!progress || progress.total <= 0) return undefined;
  return Math.min(100, Math.round((progress.done / progress.total) * 100));
}

/** A segment from a write put in place of the listed copy. */
export const replaceSegment = (items: readonly Segment[], segment: Segment): Segment[] =>
  items.map((s) => (s.id === segment.id ? segment : s));
