import { describe, expect, it } from 'vitest';
import type { ImportCounters } from '@shared/schemas/imports';
import type { ImportJob } from '@shared/schemas/imports';
import { defaultReportEncoding, importStatus, importView, isImportActive, outcomeSlices, skipBreakdown } from './outcomes';

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

  it('keep asking only while queued or running', () => {
    expect((['queued', 'running', 'finished', 'failed', 'locked'] as const).map(isImportActive)).toEqual([true, true, false, false, false]);
  });

  it('call a finished import that rejected most rows “finished with problems”, a warning, not a green success', () => {
    expect(importStatus({ state: 'finished', outcome: 'problems' })).toEqual({ type: 'warning', key: 'problems' });
    expect(importStatus({ state: 'finished', outcome: 'clean' })).toEqual({ type: 'success', key: 'finished' });
    expect(importStatus({ state: 'finished' })).toEqual({ type: 'success', key: 'finished' });
    expect(importStatus({ state: 'running', outcome: 'problems' })).toEqual({ type: 'in-progress', key: 'running' });
    expect(importStatus({ state: 'locked' }).type).toBe('warning');
  });

  it('show the tracked progress when the server gives it, else bytes read', () => {
    const job = { state: 'running', bytesRead: 0, bytesTotal: 4096, failure: undefined } as unknown as ImportJob;
    expect(importView(job)).toMatchObject({ phase: 'running', done: 0, total: 4096 });
    expect(importView({ ...job, progress: { done: 150, total: 300 } })).toMatchObject({ done: 150, total: 300 });
    expect(importView({ ...job, progress: { done: 0, total: 0 } })).toMatchObject({ done: 0, total: 4096 });
  });

  it('offer the report in Windows-1250 with semicolons to Polish users and UTF-8 with commas to English ones', () => {
    expect(defaultReportEncoding('pl', ['utf-8', 'windows-1250'])).toBe('windows-1250');
    expect(defaultReportEncoding('en-US', ['utf-8', 'windows-1250'])).toBe('utf-8');
    expect(defaultReportEncoding('pl', ['utf-8'])).toBe('utf-8');
  });
});
