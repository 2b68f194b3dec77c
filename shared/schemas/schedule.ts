import { z } from 'zod';
import { SEND_TYPES, MAILING_ACTIONS, MAILING_LIST_VIEWS, MASS_PAUSE_MAX } from '../rules/campaigns';
import { ListQuery } from './subscriber';
import { AbxSchedule } from './send-types/abx';
import { FollowupSchedule } from './send-types/automatic';
import { CyclicSchedule } from './send-types/cyclic';
import { HourlySchedule } from './send-types/hourly';
import { OnceSchedule, ReservationSchedule } from './send-types/once';
import { OptimisationSchedule } from './send-types/optimisation';
import { LocalDateTime } from './send-types/common';
import { AutomaticSchedule, WelcomeSchedule } from './send-types/triggers';

export { LocalDateTime, SendingWindowSchema } from './send-types/common';

/** Issue 17: how a mailing is planned, one schema per send type (shared/schemas/send-types/). */
export const PlanMailingBody = z.discriminatedUnion('type', [
  OnceSchedule,
  ReservationSchedule,
  CyclicSchedule,
  AbxSchedule,
  FollowupSchedule,
  HourlySchedule,
  WelcomeSchedule,
  AutomaticSchedule,
  OptimisationSchedule,
]);
export type PlanMailingBody = z.infer<typeof PlanMailingBody>;
export type Schedule<T extends PlanMailingBody['type']> = Extract<PlanMailingBody, { type: T }>;

/**
 * What planning would do, before the user confirms (POST …/plan/preview): the audience and its
 * count (absent when it cannot be counted now: a segment still to calculate, a restricted sender),
 * the e-mails the plan has left this month (null: unlimited), whether it fits, the start and, for
 * repeated types, the next starts; whether it goes to a checker first (4-eye).
 */
export const PlanPreview = z.object({
  sendType: z.enum(SEND_TYPES),
  segmentName: z.string().optional(),
  recipients: z.number().int().optional(),
  monthlyLeft: z.number().int().nullable(),
  fits: z.boolean(),
  startsAt: z.string().optional(),
  nextStarts: z.array(z.string()),
  fourEye: z.boolean(),
  timeZone: z.string(),
  /** Hourly: how many hours its portions take (with the recipients known). */
  hours: z.number().int().optional(),
  /** Optimisation: how the first recipients (`sampled` of them) spread over the hours' sendings (the non-empty ones, in time order). */
  spread: z.object({ sampled: z.number().int(), hours: z.array(z.object({ at: z.string(), recipients: z.number().int() })) }).optional(),
});
export type PlanPreview = z.infer<typeof PlanPreview>;

/** A new time for a planned mailing (its type's other settings stay). */
export const ChangeTimeBody = z.strictObject({ at: LocalDateTime });

export const MassPauseBody = z.strictObject({
  ids: z
    .array(z.string().regex(/^[0-9A-Za-z]{1,64}$/))
    .min(1)
    .max(MASS_PAUSE_MAX),
});
/** Per mailing: paused, or the catalogue code it was refused with. */
export const MassPauseResult = z.object({ items: z.array(z.object({ id: z.string(), paused: z.boolean(), code: z.string().optional() })) });

/** A manual choice of the A/B/X winner. */
export const ChooseWinnerBody = z.strictObject({ variant: z.enum(['A', 'B', 'C', 'D', 'E']) });

/** One line of a mailing's history: who did what and when (the user's address as it was then). */
export const MailingActionEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.enum(MAILING_ACTIONS),
  userId: z.string().optional(),
  userEmail: z.string().optional(),
  /** What changed, in few words: a time, a send type, a reason, a variant. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
});
export type MailingActionEntry = z.infer<typeof MailingActionEntry>;
export const MailingActionList = z.object({ items: z.array(MailingActionEntry), cursor: z.string().optional() });

const search = z.string().trim().min(1).max(100);
/** /v2/mailing/send's lists: a view, a send type, a name search; server-side paging. */
export const MailingListQuery = z.strictObject({
  ...ListQuery.shape,
  view: z.enum(MAILING_LIST_VIEWS).optional(),
  type: z.enum(SEND_TYPES).optional(),
  q: search.optional(),
});
export type MailingListQuery = z.infer<typeof MailingListQuery>;
/** /mailing/history (PERM_MARCH): sent, failed and cancelled mailings; hidden ones only when asked. */
export const MailingArchiveQuery = z.strictObject({
  ...ListQuery.shape,
  type: z.enum(SEND_TYPES).optional(),
  q: search.optional(),
  hidden: z.enum(['true', 'false']).optional(),
});
export type MailingArchiveQuery = z.infer<typeof MailingArchiveQuery>;

/** The variant report of an A/B/X mailing: each variant's share, counts and rates, and the winner. */
export const VariantReport = z.object({
  state: z.enum(['testing', 'decided', 'sent']),
  decideAt: z.string().optional(),
  winner: z.enum(['A', 'B', 'C', 'D', 'E']).optional(),
  chosenBy: z.enum(['auto', 'manual']).optional(),
  variants: z.array(
    z.object({
      key: z.enum(['A', 'B', 'C', 'D', 'E']),
      share: z.number(),
      subject: z.string(),
      fromName: z.string(),
      sent: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
      openRate: z.number(),
      clickRate: z.number(),
    }),
  ),
});
export type VariantReport = z.infer<typeof VariantReport>;

/** A repeated mailing's runs (cyclic, cyclic A/B/X): each run's time and counts. */
export const MailingRunList = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      run: z.number().int(),
      state: z.string(),
      startedAt: z.string().optional(),
      sent: z.number().int(),
      opened: z.number().int(),
      clicked: z.number().int(),
    }),
  ),
  cursor: z.string().optional(),
});
