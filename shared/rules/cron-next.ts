import { CronExpressionParser } from 'cron-parser';
import { DateTime } from 'luxon';
import { cronExpression, cronProblems, type CronFields } from './cron';

/**
 * The next runs of a cyclic schedule in the account's time zone, strictly after `after`, none past
 * `until`; at most `count`. Invalid fields: none; so are fields that name no date (cron-parser
 * refuses e.g. day 31 of February outright).
 *
 * cron-parser walks the wall clock without a zone here and luxon places each wall time in the zone:
 * cron-parser's own zone handling gives up ("loop limit exceeded") on half-hour daylight-saving
 * changes (Australia/Lord_Howe), which would stop a schedule silently. A wall time a change skips
 * moves forward by the gap (02:00 → 02:30 on Lord Howe, 02:30 → 03:30 in Warsaw); one it repeats
 * runs once.
 */
export function nextRuns(fields: CronFields, options: { after: Date; timeZone: string; until?: Date; count: number }): Date[] {
  if (cronProblems(fields).length) return [];
  const zone = options.timeZone;
  const afterMs = options.after.getTime();
  // Wall clock as if it were UTC; started two hours early so an offset change cannot hide a run.
  const wallStart = DateTime.fromJSDate(options.after, { zone }).setZone('UTC', { keepLocalTime: true }).minus({ hours: 2 });
  const out: Date[] = [];
  try {
    const walls = CronExpressionParser.parse(cronExpression(fields), { currentDate: wallStart.toJSDate(), tz: 'UTC' });
    while (out.length < options.count && walls.hasNext()) {
      const wall = DateTime.fromJSDate(walls.next().toDate(), { zone: 'UTC' });
      const { year, month, day, hour, minute } = wall;
      const run = DateTime.fromObject({ year, month, day, hour, minute }, { zone }).toJSDate();
      if (options.until && run.getTime() > options.until.getTime()) break;
      const last = out[out.length - 1];
      if (run.getTime() > afterMs && (!last || run.getTime() > last.getTime())) out.push(run);
    }
  } catch {
    // No date matches the fields (within the library's search bound): no run.
  }
  return out;
}
