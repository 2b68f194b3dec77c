import { z } from 'zod';
import { ABX_MEASURES, ABX_VARIANT_KEYS } from '../rules/campaigns';

/**
 * An SMS A/B test as its sending shows it (issue 17): testing until the decision, then decided with
 * the winner and whether the timer's rule or a user chose it. Kept apart from ./sms-abx.ts so the
 * sending's schema (./sms.ts) can name it without importing the form's schema, which imports it.
 */
export const SmsAbxSummary = z.object({
  state: z.enum(['testing', 'decided']),
  decideAt: z.string(),
  measure: z.enum(ABX_MEASURES),
  winner: z.enum(ABX_VARIANT_KEYS).optional(),
  chosenBy: z.enum(['auto', 'manual']).optional(),
  decidedAt: z.string().optional(),
});
export type SmsAbxSummary = z.infer<typeof SmsAbxSummary>;
