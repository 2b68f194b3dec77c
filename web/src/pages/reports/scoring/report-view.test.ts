import { describe, expect, it } from 'vitest';
import type { ScoringSummary } from '@shared/schemas/scoring';
import { addressesFrom, bandRows, histogramBars } from './report-view';

const summary: ScoringSummary = {
  scored: 7,
  changed: 3,
  average: 24.71,
  bands: { cold: 3, warm: 2, hot: 2 },
  histogram: [1, 2, 1, 1, 1, 0, 0, 0, 0, 0, 1],
  cap: 100,
  warm: 10,
  hot: 30,
  finishedAt: '2026-11-28T02:10:00.000Z',
};

describe('the scoring report', () => {
  it('labels the histogram’s buckets by their scores, the last one up to the cap', () => {
    const bars = histogramBars(summary);
    expect(bars[0]).toEqual({ from: -100, to: -1, count: 1, below0: true });
    expect(bars[1]).toEqual({ from: 0, to: 9, count: 2, below0: false });
    expect(bars[10]).toEqual({ from: 90, to: 100, count: 1, below0: false });
  });

  it('links the warm and hot bands to the addresses report from their lowest score', () => {
    const rows = bandRows(summary);
    expect(rows.map((r) => [r.band, r.count, r.minScore])).toEqual([
      ['cold', 3, undefined],
      ['warm', 2, 10],
      ['hot', 2, 30],
    ]);
    expect(addressesFrom(30)).toBe('/reports/addresses?minScore=30');
  });
});
