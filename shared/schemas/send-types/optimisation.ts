import { z } from 'zod';
import { LocalDateTime } from './common';

/** Optimisation: each recipient at their best hour within 24 h of the start (now, or a time in the account's zone). */
export const OptimisationSchedule = z.strictObject({
  type: z.literal('optimisation'),
  at: LocalDateTime.optional(),
});
