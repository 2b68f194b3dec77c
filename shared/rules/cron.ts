/**
 * Cyclic schedules (spec section 3: cron-style fields hour, minute, day of week, day of month,
 * month, and an active range). Each field is a cron field: `*`, a number, a range `a-b`, a step
 * `*\/n` or `a-b/n`, or a comma list of those. Days of the week are 0–6, Sunday 0 (cron's numbering).
 * Checked here for the form and the API alike; the next runs are shared/rules/cron-next.ts (server).
 */
export const CRON_FIELDS = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type CronField = (typeof CRON_FIELDS)[number];
export type CronFields = Record<CronField, string>;

export const CRON_BOUNDS: Record<CronField, { min: number; max: number }> = {
  minute: { min: 0, max: 59 },
  hour: { min: 0, max: 23 },
  dayOfMonth: { min: 1, max: 31 },
  month: { min: 1, max: 12 },
  dayOfWeek: { min: 0, max: 6 },
};

/** Longest field accepted (a list of every minute is 170 characters; nobody needs more). */
export const CRON_FIELD_MAX = 200;

const PART = /^(\*|\d{1,2}(-\d{1,2})?)(\/\d{1,2})?$/;

/** Whether one field is well formed and within its bounds. */
export function isCronField(field: CronField, value: string): boolean {
  if (!value || value.length > CRON_FIELD_MAX) return false;
  const { min, max } = CRON_BOUNDS[field];
  return value.split(',').every((part) => {
    if (!PART.test(part)) return false;
    const [range, step] = part.split('/');
    if (step !== undefined && (Number(step) < 1 || Number(step) > max)) return false;
    if (range === '*') return true;
    const [from, to] = range!.split('-').map(Number);
    if (from! < min || from! > max) return false;
    return to === undefined || (to >= from! && to <= max);
  });
}

/** The fields that are not valid (empty when all are). */
export const cronProblems = (fields: CronFields): CronField[] => CRON_FIELDS.filter((f) => !isCronField(f, fields[f]));

/** The five fields as one cron expression (minute first). */
export const cronExpression = (fields: CronFields): string => CRON_FIELDS.map((f) => fields[f]).join(' ');
