import { z } from 'zod';
import { DELAY_MAX, DELAY_UNITS, FOLLOWUP_AUDIENCES } from '../../rules/campaigns';
import { HourOption, LocalDateTime } from './common';

const id = z.string().regex(/^[0-9A-Za-z]{1,64}$/);

/** How long after its trigger an automatic mailing goes (0: at once). */
export const TriggerDelay = z
  .strictObject({ amount: z.number().int().min(0), unit: z.enum(DELAY_UNITS) })
  .refine((d) => d.amount <= DELAY_MAX[d.unit], { path: ['amount'], message: 'VALIDATION_TOO_BIG' });

export const Trigger = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('subscription') }),
  z.strictObject({ kind: z.literal('segmentEntry'), segmentId: id }),
  /** The yearly return of a date property (a birthday), at `hour` local time. */
  z.strictObject({ kind: z.literal('anniversary'), property: z.string().min(1).max(64), hour: z.number().int().min(0).max(23) }),
]);

/** Automatic: per subscriber, on its trigger, after its delay, until `until` (open when absent). */
export const AutomaticSchedule = z.strictObject({
  type: z.literal('automatic'),
  trigger: Trigger,
  delay: TriggerDelay,
  until: LocalDateTime.optional(),
});

/** Welcome: automatic on subscription. */
export const WelcomeSchedule = z.strictObject({
  type: z.literal('welcome'),
  delay: TriggerDelay,
  until: LocalDateTime.optional(),
});

/** Follow-up: to some recipients of a sent mailing, `afterHours` after it was sent (or now when that has passed). */
export const FollowupSchedule = z.strictObject({
  type: z.literal('followup'),
  sourceMailingId: id,
  audience: z.enum(FOLLOWUP_AUDIENCES),
  afterHours: HourOption,
});
