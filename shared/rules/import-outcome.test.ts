import { describe, expect, it } from 'vitest';
import { boundReasons, importOutcome, IMPORT_REASONS_KEPT, parseReasonKey, reasonKey, topReasons } from './import-outcome';

describe('import outcome', () => {
  const c = (rowsRead: number, rejected: number, skippedLimit = 0) => importOutcome({ rowsRead, rejected, skippedLimit });

  it('has problems when most rows, or all, were rejected', () => {
    expect(c(10, 10)).toBe('problems');
    expect(c(10, 6)).toBe('problems');
    expect(c(1, 1)).toBe('problems');
    expect(c(10, 5)).toBe('clean');
    expect(c(10, 0)).toBe('clean');
    expect(c(2, 1)).toBe('clean');
  });

  it('counts rows the plan limit kept out against the file, not skipped ones', () => {
    expect(c(10, 3, 3)).toBe('problems');
    expect(c(10, 0, 10)).toBe('problems');
    // Skipped rows (duplicates, blacklisted…) are not in these counts: a file of only those is clean.
    expect(c(10, 0)).toBe('clean');
  });

  it('has problems when the file had no rows to import', () => {
    expect(c(0, 0)).toBe('problems');
  });
});

describe('reason counts', () => {
  it('keys a reason by code and field', () => {
    expect(parseReasonKey(reasonKey('SUBSCRIBER_INVALID_EMAIL', 'email'))).toEqual({ code: 'SUBSCRIBER_INVALID_EMAIL', field: 'email' });
    expect(parseReasonKey(reasonKey('IMPORT_ROW_COLUMN_COUNT'))).toEqual({ code: 'IMPORT_ROW_COLUMN_COUNT' });
  });

  it('counts reasons past the bound as other', () => {
    const known = new Set<string>();
    const first = new Map(Array.from({ length: IMPORT_REASONS_KEPT }, (_, i) => [reasonKey(`C${i}`), 1] as const));
    expect(boundReasons(known, first).size).toBe(IMPORT_REASONS_KEPT);
    const next = boundReasons(
      known,
      new Map([
        [reasonKey('C1'), 2],
        [reasonKey('NEW'), 3],
        [reasonKey('NEWER'), 4],
      ]),
    );
    expect(Object.fromEntries(next)).toEqual({ 'C1|': 2, 'other|': 7 });
    expect(known.size).toBe(IMPORT_REASONS_KEPT);
  });

  it('names the most common first, with the column of the field', () => {
    const top = topReasons({ 'A|email': 3, 'B|': 9, 'C|city': 3, 'D|': 1, 'E|': 2, 'F|': 0, 'G|': 1 }, (f) =>
      f === 'email' ? 0 : undefined,
    );
    expect(top).toEqual([
      { code: 'B', count: 9 },
      { code: 'A', field: 'email', column: 0, count: 3 },
      { code: 'C', field: 'city', count: 3 },
      { code: 'E', count: 2 },
      { code: 'D', count: 1 },
    ]);
    expect(topReasons(undefined)).toEqual([]);
  });
});
