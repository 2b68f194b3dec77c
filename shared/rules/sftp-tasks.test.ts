import { describe, expect, it } from 'vitest';
import { exportFileName, filesToTake, globMatches, ledgerKey, nextSftpRun } from './sftp-tasks';

const WARSAW = 'Europe/Warsaw';

describe('nextSftpRun', () => {
  it('runs hourly at the next full hour', () => {
    expect(nextSftpRun({ kind: 'hourly' }, new Date('2026-11-29T10:15:00Z'), WARSAW).toISOString()).toBe('2026-11-29T11:00:00.000Z');
    expect(nextSftpRun({ kind: 'hourly' }, new Date('2026-11-29T11:00:00Z'), WARSAW).toISOString()).toBe('2026-11-29T12:00:00.000Z');
  });

  it('runs daily at the wall-clock time in the account time zone, today or tomorrow', () => {
    const daily = { kind: 'daily', at: '06:30' } as const;
    expect(nextSftpRun(daily, new Date('2026-11-29T05:45:00Z'), WARSAW).toISOString()).toBe('2026-11-30T05:30:00.000Z');
    expect(nextSftpRun(daily, new Date('2026-11-29T04:00:00Z'), WARSAW).toISOString()).toBe('2026-11-29T05:30:00.000Z');
    // Summer time: 06:30 in Warsaw is 04:30 UTC.
    expect(nextSftpRun(daily, new Date('2026-07-01T12:00:00Z'), WARSAW).toISOString()).toBe('2026-07-02T04:30:00.000Z');
  });

  it('moves a time the daylight-saving change skips forward by the gap', () => {
    const run = nextSftpRun({ kind: 'daily', at: '02:30' }, new Date('2026-03-29T00:00:00Z'), WARSAW);
    expect(run.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });
});

describe('remote files an import takes', () => {
  const file = (name: string, mtime: number, size = 10, isFile = true) => ({ name, size, mtime, isFile });

  it('matches globs without caring for case', () => {
    expect(globMatches('*.csv', 'Klienci.CSV')).toBe(true);
    expect(globMatches('export-????.csv', 'export-2026.csv')).toBe(true);
    expect(globMatches('*.csv', 'a.csv.imported')).toBe(false);
    expect(globMatches('a+b(1).csv', 'a+b(1).csv')).toBe(true);
  });

  it('takes matching regular files not in the ledger, oldest first, up to the limit', () => {
    const files = [file('b.csv', 20), file('a.csv', 20), file('old.csv', 5), file('dir.csv', 1, 0, false), file('notes.txt', 1)];
    expect(filesToTake(files, '*.csv', new Set(), 10).map((f) => f.name)).toEqual(['old.csv', 'a.csv', 'b.csv']);
    expect(filesToTake(files, '*.csv', new Set([ledgerKey(file('old.csv', 5))]), 1).map((f) => f.name)).toEqual(['a.csv']);
  });

  it('takes a rewritten file again', () => {
    const taken = new Set([ledgerKey(file('a.csv', 5))]);
    expect(filesToTake([file('a.csv', 6)], '*.csv', taken, 10)).toHaveLength(1);
    expect(filesToTake([file('a.csv', 5)], '*.csv', taken, 10)).toHaveLength(0);
  });
});

describe('exportFileName', () => {
  it('puts the local date and time in', () => {
    expect(exportFileName('goniec-export-{date}.csv', new Date('2026-11-29T23:30:00Z'), WARSAW)).toBe('goniec-export-2026-11-30.csv');
    expect(exportFileName('e-{date}-{time}.csv', new Date('2026-11-29T10:05:09Z'), WARSAW)).toBe('e-2026-11-29-110509.csv');
  });
});
