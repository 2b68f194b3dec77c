import { describe, expect, it } from 'vitest';
import type { Segment } from '@shared/schemas/segments';
import { audienceStanding, isCalculating, progressPercent, replaceSegment, segmentView } from './segment-state';

const audience = (expiresAt: string | null, expired = false): Segment['audience'] => ({
  count: 3,
  computedAt: '2026-01-01T10:00:00Z',
  expiresAt,
  expired,
});
const now = Date.parse('2026-01-02T10:00:00Z');

describe('segment state', () => {
  it('is calculating while queued or calculating', () => {
    expect(
      ['draft', 'queued', 'calculating', 'ready', 'failed'].map((state) => isCalculating({ state: state as Segment['state'] })),
    ).toEqual([false, true, true, false, false]);
  });

  it('says where the audience stands, expiring while the page is open too', () => {
    expect(audienceStanding({ audience: null }, now)).toBe('none');
    expect(audienceStanding({ audience: audience(null) }, now)).toBe('current');
    expect(audienceStanding({ audience: audience('2026-01-03T00:00:00Z') }, now)).toBe('current');
    expect(audienceStanding({ audience: audience('2026-01-02T09:00:00Z') }, now)).toBe('expired');
    expect(audienceStanding({ audience: audience(null, true) }, now)).toBe('expired');
  });

  it('counts progress in pieces, unknown until they are counted', () => {
    expect(progressPercent(undefined)).toBeUndefined();
    expect(progressPercent({ done: 0, total: 0, scanned: 0 })).toBeUndefined();
    expect(progressPercent({ done: 1, total: 3, scanned: 10 })).toBe(33);
    expect(progressPercent({ done: 3, total: 3, scanned: 10 })).toBe(100);
  });

  it('shows its calculation as a job: pieces done of pieces, and the failure by its catalogue code', () => {
    const seg = (state: Segment['state'], extra: Partial<Segment> = {}) => ({ state, ...extra }) as Segment;
    expect(segmentView(seg('queued'))).toEqual({ phase: 'queued', done: undefined, total: undefined, failure: undefined });
    expect(segmentView(seg('calculating', { progress: { done: 2, total: 5, scanned: 900 } }))).toEqual({
      phase: 'running',
      done: 2,
      total: 5,
      failure: undefined,
    });
    expect(segmentView(seg('ready')).phase).toBe('finished');
    expect(segmentView(seg('draft')).phase).toBe('stopped');
    expect(segmentView(seg('failed', { lastError: 'SEGMENT_CALCULATION_FAILED' })).failure).toEqual({ code: 'SEGMENT_CALCULATION_FAILED' });
  });

  it('puts a written segment in place', () => {
    const a = { id: 'a', name: 'A' } as Segment;
    const b = { id: 'b', name: 'B' } as Segment;
    expect(replaceSegment([a, b], { ...b, name: 'B2' }).map((s) => s.name)).toEqual(['A', 'B2']);
  });
});
