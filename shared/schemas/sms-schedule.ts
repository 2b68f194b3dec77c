import { z } from 'zod';
import { LocalDateTime } from './send-types/common';
import { CronFieldsSchema } from './send-types/cyclic';

/**
 * When an SMS sending goes (issue 17): now (no schedule), once at a wall time in the account's zone,
 * or cyclic on cron fields within an active range, each run a sending of its own. The fields are the
 * campaigns' (send-types/), so the form, the API and the rules check them one way.
 */
export const SmsSchedule = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('once'), at: LocalDateTime }),
  z.strictObject({
    type: z.literal('cyclic'),
    cron: CronFieldsSchema,
    from: LocalDateTime.optional(),
    until: LocalDateTime.optional(),
  }),
]);
export type SmsSchedule = z.infer<typeof SmsSchedule>;
export type SmsScheduleType = SmsSchedule['type'];

/** A planned SMS sending's new time. */
export const SmsChangeTimeBody = z.strictObject({ at: LocalDateTime });
export type SmsChangeTimeBody = z.infer<typeof SmsChangeTimeBody>;

/** The next starts a cyclic schedule would have (the form shows them before sending). */
export const SmsSchedulePreviewBody = z.strictObject({ schedule: SmsSchedule });
export const SmsSchedulePreview = z.object({ nextStarts: z.array(z.string()), timeZone: z.string() });
export type SmsSchedulePreview = z.infer<typeof SmsSchedulePreview>;
