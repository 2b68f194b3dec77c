import { z } from 'zod';
import { LocalDateTime, SendingWindowSchema } from './common';

/** Once: now (no `at`) or at a time, optionally only within sending hours and days. */
export const OnceSchedule = z.strictObject({
  type: z.literal('once'),
  at: LocalDateTime.optional(),
  window: SendingWindowSchema.optional(),
});

/**
 * Reservations (spec section 4: with 4-eye verification MAKER reserves sendings and CHECKER approves
 * them): a sending slot at a time, handed over for acceptance like any planning under 4-eye.
 */
export const ReservationSchedule = z.strictObject({
  type: z.literal('reservation'),
  at: LocalDateTime,
  window: SendingWindowSchema.optional(),
});
