import { z } from 'zod';
import { ABX_MEASURES, ABX_VARIANT_KEYS, ABX_VARIANTS_MAX, ABX_VARIANTS_MIN } from '../rules/campaigns';
import { smsAbxProblems } from '../rules/sms-abx';
import { HourOption } from './send-types/common';
import { SmsSendBody, senderField, textField } from './sms';

/** One variant of an SMS A/B test: its share of the audience (whole percent) and its own text and/or sender. */
export const SmsAbxVariant = z.strictObject({
  key: z.enum(ABX_VARIANT_KEYS),
  share: z.number().int().min(0).max(100),
  content: textField.optional(),
  sender: senderField.optional(),
});
export type SmsAbxVariant = z.infer<typeof SmsAbxVariant>;

/**
 * An SMS sending as an A/B test (spec section 5: the base split is never 0, at least as many texts as
 * variants): each variant goes to its share at once; after `decideAfterHours` the variant with the
 * most clicks (count, or per text sent) goes to the rest — none when the shares take 100%.
 */
export const SmsAbxBody = SmsSendBody.extend({
  abx: z.strictObject({
    variants: z.array(SmsAbxVariant).max(ABX_VARIANTS_MAX, { message: 'SMS_ABX_TEST_COUNT_TOO_LOW' }),
    measure: z.enum(ABX_MEASURES),
    decideAfterHours: HourOption,
  }),
}).superRefine((body, ctx) => {
  for (const problem of smsAbxProblems(body, body.abx.variants)) ctx.addIssue({ code: 'custom', ...problem });
});
export type SmsAbxBody = z.infer<typeof SmsAbxBody>;

export const SmsAbxWinnerBody = z.strictObject({ variant: z.enum(ABX_VARIANT_KEYS) });

/** The variants' report: each variant's text, sender and counts; clicks are the subscribers who clicked a link of the text. */
export const SmsVariantReport = z.object({
  state: z.enum(['testing', 'decided', 'sent']),
  decideAt: z.string(),
  measure: z.enum(ABX_MEASURES),
  winner: z.enum(ABX_VARIANT_KEYS).optional(),
  chosenBy: z.enum(['auto', 'manual']).optional(),
  variants: z.array(
    z.object({
      key: z.enum(ABX_VARIANT_KEYS),
      share: z.number().int(),
      sender: z.string(),
      content: z.string(),
      state: z.string(),
      sent: z.number().int(),
      clicked: z.number().int(),
      clickRate: z.number(),
    }),
  ),
});
export type SmsVariantReport = z.infer<typeof SmsVariantReport>;

export { ABX_VARIANTS_MIN as SMS_ABX_VARIANTS_MIN };
