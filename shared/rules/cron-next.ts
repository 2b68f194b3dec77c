import { CronExpressionParser } from 'cron-parser';
import { cronExpression, cronProblems, type CronFields } from './cron';

/**
 * The next runs of a cyclic schedule in the account's time zone (cron-parser: daylight saving
 * included), strictly after `after`, none past `until`; at most `count`. Invalid fields: none; so
 * are fields that name no date (cron-parser refuses e.g. day 31 of February outright).
 */
export function nextRuns(fields: CronFields, options: { after: Date; timeZone: string; until?: Date; count: number }): Date[] {
  if (cronProblems(fields).length) return [];
  const out: Date[] = [];
  try {
    const runs = CronExpressionParser.parse(cronExpression(fields), {
      currentDate: options.after,
      tz: options.timeZone,
      ...(options.until ? { endDate: options.until } : {}),
    });
    while (out.length < options.count && runs.hasNext()) {
      const next = runs.next().toDate();
      if (next.getTime() <= options.after.getTime()) continue;
      out.push(next);
    }
  } catch {
    // No date matches the fields (within the library's search bound): no run.
  }
  return out;
}
