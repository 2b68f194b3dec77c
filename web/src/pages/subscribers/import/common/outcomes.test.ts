import { describe, expect, it } from 'vitest';
import type { ImportCounters } from '@shared/schemas/imports';
import { importProgress, isImportActive, outcomeSlices, skipBreakdown } from './outcomes';

const counters: ImportCounters = {
  rowsRead: 12,
  imported: 5,
  updated: 0,
  unchanged: 2,
  rejected: 1,
  skipped: 4,
  skippedBy: { duplicate: 1, blacklisted: 0, forgotten: 1, existing: 0, limit: 2 },
  spamTraps: 0,
};

describe('import outcomes', () => {
  it('chart only the outcomes that have rows, in the summary’s order', () => {
    expect(outcomeSlices(counters)).toEqual([
      { outcome: 'imported', value: 5 },
      { outcome: 'unchanged', value: 2 },
      { outcome: 'rejected', value: 1 },
      { outcome: 'skipped', value: 4 },
    ]);
    expect(skipBreakdown(counters)).toEqual([
      { reason: 'duplicate', value: 1 },
      { reason: 'forgotten', value: 1 },
      { reason: 'limit', value: 2 },
    ]);
  });

  it('measure progress by bytes, whole once finished', () => {
    expect(importProgress({ state: 'running', bytesRead: 512, bytesTotal: 1024 })).toBe(50);
    expect(importProgress({ state: 'queued', bytesRead: 0, bytesTotal: 0 })).toBe(0);
    expect(importProgress({ state: 'finished', bytesRead: 0, bytesTotal: 0 })).toBe(100);
  });

  it('keep asking only while queued or running', () => {
    expect((['queued', 'running', 'finished', 'failed', 'locked'] as const).map(isImportActive)).toEqual([true, true, false, false, false]);
  });
});
