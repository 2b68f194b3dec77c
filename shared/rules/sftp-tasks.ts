import { DateTime } from 'luxon';

/**
 * Pure rules of SFTP servers' scheduled tasks (issue 20): when a task runs next, which remote files
 * an import takes, and what an export's file is called (the runs: functions/sftp/import-run.ts and
 * export-run.ts).
 */

/** Hourly (at the full hour) or daily at a wall-clock time in the account's time zone. */
export type SftpSchedule = { kind: 'hourly' } | { kind: 'daily'; at: string };
export const SFTP_DAILY_AT = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The task's next run strictly after `after`; a daily time a daylight-saving change skips moves forward by the gap. */
export function nextSftpRun(schedule: SftpSchedule, after: Date, timeZone: string): Date {
  const now = DateTime.fromJSDate(after, { zone: timeZone });
  if (schedule.kind === 'hourly') return now.startOf('hour').plus({ hours: 1 }).toJSDate();
  const [hour, minute] = schedule.at.split(':').map(Number) as [number, number];
  let day = now.startOf('day');
  for (let i = 0; i < 3; i++, day = day.plus({ days: 1 })) {
    const run = DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: timeZone });
    if (run.toMillis() > after.getTime()) return run.toJSDate();
  }
  throw new Error('no daily run within three days');
}

/** A file-name glob (`*` any run of characters, `?` one; no folders), case-insensitive as people type extensions. */
export function globMatches(pattern: string, name: string): boolean {
  const source = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${source}$`, 'i').test(name);
}

export interface RemoteFile {
  name: string;
  size: number;
  /** Seconds since the epoch, as SFTP attributes carry it. */
  mtime: number;
  isFile: boolean;
}

/**
 * What identifies a remote file in the task's ledger: a file of the same name that was rewritten
 * (another size or time) is new and taken again; the same one is never taken twice, even when
 * moving or renaming it after its import failed.
 */
export const ledgerKey = (file: Pick<RemoteFile, 'name' | 'size' | 'mtime'>) => `${file.name}|${file.size}|${file.mtime}`;

/** The files an import run takes: regular files matching the pattern, not in the ledger, oldest first, at most `max`. */
export function filesToTake(files: readonly RemoteFile[], pattern: string, taken: ReadonlySet<string>, max: number): RemoteFile[] {
  return files
    .filter((f) => f.isFile && globMatches(pattern, f.name) && !taken.has(ledgerKey(f)))
    .sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name))
    .slice(0, max);
}

/** An export's file name: `{date}` (yyyy-MM-dd) and `{time}` (HHmmss) in the account's time zone. */
export function exportFileName(pattern: string, at: Date, timeZone: string): string {
  const local = DateTime.fromJSDate(at, { zone: timeZone });
  return pattern.replaceAll('{date}', local.toFormat('yyyy-MM-dd')).replaceAll('{time}', local.toFormat('HHmmss'));
}
