import { z } from 'zod';
import { CRON_FIELD_MAX, CRON_FIELDS, isCronField, type CronField } from '../../rules/cron';
import { LocalDateTime, SendingWindowSchema } from './common';

const cronField = (field: CronField) =>
  z
    .string()
    .trim()
    .min(1)
    .max(CRON_FIELD_MAX)
    .refine((v) => isCronField(field, v), { message: 'CAMPAIGN_CRON_INVALID' });

export const CronFieldsSchema = z.strictObject(
  Object.fromEntries(CRON_FIELDS.map((f) => [f, cronField(f)])) as Record<CronField, ReturnType<typeof cronField>>,
);

/** Cyclic: runs on the cron fields within the active range (from: now when absent; until: open). */
export const CyclicSchedule = z.strictObject({
  type: z.literal('cyclic'),
  cron: CronFieldsSchema,
  from: LocalDateTime.optional(),
  until: LocalDateTime.optional(),
  window: SendingWindowSchema.optional(),
});
