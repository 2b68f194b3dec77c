import { z } from 'zod';
import { LOCAL_DATE_TIME } from '../../rules/local-time';
import { isSendingWindow } from '../../rules/sending-window';
import { SENDING_HOUR_OPTIONS } from '../../rules/campaigns';

/**
 * What every send type's schedule is made of (issue 17). Times are wall-clock times in the account's
 * time zone, "2026-12-01T09:30" (shared/rules/local-time.ts); whether one has passed is checked by the
 * service, which knows the zone and the clock.
 */
export const LocalDateTime = z.string().regex(LOCAL_DATE_TIME, { message: 'CAMPAIGN_TIME_INVALID' });

export const SendingWindowSchema = z
  .strictObject({
    fromHour: z.number().int().min(0).max(23),
    toHour: z.number().int().min(1).max(24),
    days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  })
  .refine(isSendingWindow, { message: 'CAMPAIGN_WINDOW_INVALID' });

/** One of spec section 9's sending hour options. */
export const HourOption = z.literal(SENDING_HOUR_OPTIONS);
