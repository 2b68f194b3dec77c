import { z } from 'zod';
import { TRIGGER_DELAY_MAX, type TriggerDelayUnit } from '../../rules/campaigns';

const delayIn = <U extends TriggerDelayUnit>(unit: U) =>
  z.strictObject({ unit: z.literal(unit), value: z.number().int().min(1).max(TRIGGER_DELAY_MAX[unit]) });

/** A delay of 1–720 hours or 1..max days, weeks, months, years (spec: triggered mailings' delay options). */
export const TriggerDelaySchema = z.discriminatedUnion('unit', [
  delayIn('hours'),
  delayIn('days'),
  delayIn('weeks'),
  delayIn('months'),
  delayIn('years'),
]);

/** Welcome: each subscriber who becomes subscribed (any way: sign-up, by hand, import, API) gets it once, after `delay`. */
export const WelcomeSchedule = z.strictObject({
  type: z.literal('welcome'),
  delay: TriggerDelaySchema.optional(),
});

const id = z.string().regex(/^[0-9A-Za-z]{1,64}$/);

/**
 * What triggers an automatic mailing: entering a segment (a calculation of it adds the subscriber),
 * or a date property's anniversary (a birthday), looked at daily at `hour` in the account's zone.
 */
export const AutomaticTrigger = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('segment'), segmentId: id }),
  z.strictObject({ kind: z.literal('anniversary'), propertyId: id, hour: z.number().int().min(0).max(23) }),
]);

/** Automatic: each subscriber the trigger names gets it once, after `delay`, until it is paused or cancelled. */
export const AutomaticSchedule = z.strictObject({
  type: z.literal('automatic'),
  trigger: AutomaticTrigger,
  delay: TriggerDelaySchema.optional(),
});
