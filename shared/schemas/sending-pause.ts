import { z } from 'zod';
import { PAUSE_REASONS } from '../constants';

/**
 * A paused sending's pause, as mailings and SMS sendings carry it: the reason, when it began, when it
 * resumes by itself (a daily quota's renewal; absent when a person must resume it) and the numbers
 * that made it (a reputation pause: `rate` and `limit` as fractions, `delivered`, `complained`, `bounced`).
 */
export const SendingPause = z.object({
  reason: z.enum(PAUSE_REASONS),
  at: z.string(),
  resumeAt: z.string().optional(),
  detail: z.record(z.string(), z.number()).optional(),
});
export type SendingPause = z.infer<typeof SendingPause>;
