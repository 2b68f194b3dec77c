import { z } from 'zod';
import { LEFT_STATUSES } from '../constants';
import { multiLineField } from '../validation';

/** What a subscriber did (spec: activity tab; segments read the same events). */
export const ACTIVITY_TYPES = ['sent', 'delivered', 'opened', 'clicked', 'bounced', 'complained', 'unsubscribed'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ActivityEvent = z.object({
  type: z.enum(ACTIVITY_TYPES),
  at: z.string(),
  mailingId: z.string().optional(),
  /** The clicked link, a bounce's SMTP status. */
  detail: z.string().optional(),
});
export type ActivityEvent = z.infer<typeof ActivityEvent>;
/** As the activity tab lists it: with the mailing's name (readers need not have access to mailings). */
export const ActivityEntry = ActivityEvent.extend({ mailingName: z.string().optional() });
export const ActivityPage = z.object({ items: z.array(ActivityEntry), cursor: z.string().optional() });
export const ActivityQuery = z.strictObject({
  cursor: z.string().max(4096).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** One mailing as it reached one subscriber (spec: the "contact" tab, e-mail contact history). */
export const ContactEntry = z.object({
  mailingId: z.string(),
  mailingName: z.string(),
  subject: z.string().optional(),
  sentAt: z.string(),
  deliveredAt: z.string().optional(),
  openedAt: z.string().optional(),
  clickedAt: z.string().optional(),
  bouncedAt: z.string().optional(),
  complainedAt: z.string().optional(),
  unsubscribedAt: z.string().optional(),
});
export const ContactPage = z.object({ items: z.array(ContactEntry), cursor: z.string().optional() });

/** Who made a change: a user, an import, the API, the system (bounces, unsubscribe links), or the visitor of a sign-up form. */
export const ChangeActor = z.object({
  kind: z.enum(['user', 'import', 'api', 'system', 'form']),
  formId: z.string().optional(),
  userId: z.string().optional(),
  email: z.string().optional(),
  importId: z.string().optional(),
  /** Named when read, never stored (functions/subscribers/history-names.ts): the import's file, a pasted list, or gone. */
  importName: z.string().optional(),
  importSource: z.enum(['file', 'manual', 'gone']).optional(),
});
export type ChangeActor = z.infer<typeof ChangeActor>;

export const FieldChange = z.object({ field: z.string(), from: z.unknown(), to: z.unknown() });
export type FieldChange = z.infer<typeof FieldChange>;

/** Spec: the "history" tab (who changed what, when) and /subscribers/history. */
export const ChangeEntry = z.object({
  id: z.string(),
  subscriberId: z.string(),
  at: z.string(),
  actor: ChangeActor,
  action: z.enum(['created', 'updated', 'status', 'forgotten', 'quarantine', 'imported']),
  changes: z.array(FieldChange),
});
export type ChangeEntry = z.infer<typeof ChangeEntry>;
/** The account's log names each subscriber by their address (or number) as it is now; forgotten (or gone) as such. */
export const ChangePage = z.object({
  items: z.array(
    ChangeEntry.extend({
      subscriberEmail: z.string().optional(),
      subscriberGsm: z.string().optional(),
      subscriberForgotten: z.boolean().optional(),
    }),
  ),
  cursor: z.string().optional(),
});
export const HistoryQuery = z.strictObject({
  cursor: z.string().max(4096).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const Note = z.object({
  id: z.string(),
  text: z.string(),
  at: z.string(),
  authorId: z.string(),
  authorEmail: z.string(),
});
export type Note = z.infer<typeof Note>;
export const NoteList = z.object({ items: z.array(Note) });
export const NoteBody = z.strictObject({ text: multiLineField(1, 2000) });

const byStatus = z.record(z.string(), z.number().int());
/** Spec: /subscribers/stats, counts by status over time (from daily change counters). */
export const SubscriberStats = z.object({
  total: z.number().int(),
  byStatus,
  series: z.array(z.object({ date: z.string(), total: z.number().int(), byStatus, joined: z.number().int(), left: z.number().int() })),
  /** The IANA zone the series' days are counted in: the account's (its general settings). */
  timeZone: z.string(),
});
export type SubscriberStats = z.infer<typeof SubscriberStats>;
export const StatsQuery = z.strictObject({ days: z.coerce.number().int().min(7).max(365).default(30) });

/** Statuses counted as "left the list" in the daily series (shared/constants.ts). */
export { LEFT_STATUSES };
