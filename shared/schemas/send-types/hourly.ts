import { z } from 'zod';
import { HOURLY_PER_HOUR_MAX, HOURLY_PER_HOUR_MIN } from '../../rules/hourly';
import { LocalDateTime, SendingWindowSchema } from './common';

/** Hourly: now or at a time (as once), at most `perHour` messages in each hour from its start, optionally within sending hours and days. */
export const HourlySchedule = z.strictObject({
  type: z.literal('hourly'),
  perHour: z.number().int().min(HOURLY_PER_HOUR_MIN).max(HOURLY_PER_HOUR_MAX),
  at: LocalDateTime.optional(),
  window: SendingWindowSchema.optional(),
});
