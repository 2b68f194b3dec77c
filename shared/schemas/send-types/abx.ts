import { z } from 'zod';
import { ABX_MEASURES, ABX_METRICS, ABX_VARIANT_KEYS, ABX_VARIANTS_MAX, ABX_VARIANTS_MIN, ABX_VARY } from '../../rules/campaigns';
import { emailField, nameField, singleLineField } from '../../validation';
import { CronFieldsSchema } from './cyclic';
import { HourOption, LocalDateTime, SendingWindowSchema } from './common';

/** One variant: its share of the audience (whole percent) and what differs (absent: the mailing's own). */
export const AbxVariant = z.strictObject({
  key: z.enum(ABX_VARIANT_KEYS),
  share: z.number().int().min(1).max(99),
  subject: singleLineField(1, 255).optional(),
  fromName: nameField(1, 100).optional(),
  fromEmail: emailField().optional(),
  /** A content variant: another mailing of the account whose content this variant sends. */
  contentMailingId: z
    .string()
    .regex(/^[0-9A-Za-z]{1,64}$/)
    .optional(),
});

/**
 * A/B/X: the variants go to their shares; after `decideAfterHours` the winner by `winnerBy` goes to
 * the rest (what the shares leave; none when they take 100%). With `cron`, cyclic A/B/X.
 */
export const AbxSchedule = z
  .strictObject({
    type: z.literal('abx'),
    vary: z.enum(ABX_VARY),
    variants: z.array(AbxVariant).min(ABX_VARIANTS_MIN).max(ABX_VARIANTS_MAX),
    winnerBy: z.strictObject({ metric: z.enum(ABX_METRICS), measure: z.enum(ABX_MEASURES) }),
    decideAfterHours: HourOption,
    at: LocalDateTime.optional(),
    cron: CronFieldsSchema.optional(),
    until: LocalDateTime.optional(),
    window: SendingWindowSchema.optional(),
  })
  .refine((s) => s.variants.reduce((sum, v) => sum + v.share, 0) <= 100, { path: ['variants'], message: 'CAMPAIGN_ABX_SHARES_INVALID' })
  .refine((s) => new Set(s.variants.map((v) => v.key)).size === s.variants.length, {
    path: ['variants'],
    message: 'CAMPAIGN_ABX_VARIANTS_INVALID',
  });
