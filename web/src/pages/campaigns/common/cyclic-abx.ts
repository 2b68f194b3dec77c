import type { Mailing } from '@shared/schemas/mailing';

/**
 * A cyclic A/B/X mailing (the parent): its runs are the tests, each with its variants and report
 * (functions/mailings/send-types/abx.ts abxRun); it has runs and pause/resume as a cyclic one has.
 */
export const isCyclicAbx = (m: Pick<Mailing, 'schedule' | 'parentId'>): boolean =>
  !m.parentId && m.schedule?.type === 'abx' && !!m.schedule.cron;
