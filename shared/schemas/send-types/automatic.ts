import { z } from 'zod';
import { FOLLOWUP_AUDIENCES } from '../../rules/campaigns';
import { HourOption } from './common';

const id = z.string().regex(/^[0-9A-Za-z]{1,64}$/);

/** Follow-up: to some recipients of a sent mailing, `afterHours` after it was sent (or now when that has passed). */
export const FollowupSchedule = z.strictObject({
  type: z.literal('followup'),
  sourceMailingId: id,
  audience: z.enum(FOLLOWUP_AUDIENCES),
  afterHours: HourOption,
});
