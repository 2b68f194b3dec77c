import { CronExpressionParser } from 'cron-parser';
import { cronExpression, cronProblems, type CronFields } from './cron';

/**
 * The next runs of a cyclic schedule in the account's time zone (cron-parser: daylight saving
 * included), strictly after `after`, none past `until`; at most `count`. Invalid fields: none.
 */
export function nextRuns(fields: CronFields, options: { after: Date; timeZone: string; until?: Date; count: number }): Date[] {
  if (cronProblems(fields).length) return [];
  const runs = CronExpressionParser.parse(cronExpression(fields), {
    currentDate: options.after,
    tz: options.timeZone,
    ...(options.until ? { endDate: options.until } : {}),
  });
  const out: Date[] = [];
  while (out.length < options.count && runs.hasNext()) {
    const next = runs.next().toDate();
    if (next.getTime() <= options.after.getTime()) continue;
    out.push(next);
  }
  return out;
}
