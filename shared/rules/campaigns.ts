/**
 * Campaigns (issue 17, spec sections 1–4): the send types a mailing is planned with, the actions its
 * history records, and the numbers their forms are held to.
 */

/**
 * Spec section 2's lists by type: each planned mailing has one (README, "Campaigns").
 */
export const SEND_TYPES = ['once', 'cyclic', 'abx', 'followup', 'reservation', 'hourly', 'optimisation', 'welcome', 'automatic'] as const;
export type SendType = (typeof SEND_TYPES)[number];

/**
 * A mailing's history (spec sections 3 and 4: plan, activate, edit, change time, cancel, accept,
 * delete, hide or show; pause and resume of active cyclic ones), one line per action with who and when.
 */
export const MAILING_ACTIONS = [
  'create',
  'edit',
  'plan',
  'activate',
  'changeTime',
  'unplan',
  'cancel',
  'accept',
  'reject',
  'delete',
  'hide',
  'show',
  'pause',
  'resume',
  'duplicate',
  'winner',
  'run',
] as const;
export type MailingAction = (typeof MAILING_ACTIONS)[number];

/** Spec section 9, sending hour options: an A/B/X decision's wait, a follow-up's delay. */
export const SENDING_HOUR_OPTIONS = [1, 2, 3, 4, 5, 6, 12, 24, 48, 72, 96, 120, 144, 168, 336, 720] as const;
export type SendingHourOption = (typeof SENDING_HOUR_OPTIONS)[number];

/** A/B/X: 2 to 5 variants, each with its share of the audience in whole percent; what the shares leave gets the winner. */
export const ABX_VARIANTS_MIN = 2;
export const ABX_VARIANTS_MAX = 5;
export const ABX_VARIANT_KEYS = ['A', 'B', 'C', 'D', 'E'] as const;
export type AbxVariantKey = (typeof ABX_VARIANT_KEYS)[number];
/** What the winner is chosen by. */
export const ABX_METRICS = ['opens', 'clicks'] as const;
export const ABX_MEASURES = ['count', 'rate'] as const;
/** What an A/B/X test varies. */
export const ABX_VARY = ['subject', 'sender', 'content', 'all'] as const;

/** Follow-ups go to these recipients of the mailing they follow. */
export const FOLLOWUP_AUDIENCES = ['nonOpeners', 'nonClickers', 'openersNotClicked'] as const;
export type FollowupAudience = (typeof FOLLOWUP_AUDIENCES)[number];

/** Mailings one mass pause may name. */
export const MASS_PAUSE_MAX = 100;

/** The lists of /v2/mailing/send: every mailing the user sees, those in progress (sending or paused), the planned ones; the archive (/mailing/history) is its own route. */
export const MAILING_LIST_VIEWS = ['all', 'inProgress', 'planned'] as const;
export type MailingListView = (typeof MAILING_LIST_VIEWS)[number];

/**
 * Triggered mailings (welcome, automatic): how long after its trigger a subscriber's mailing goes
 * (spec: "1–720 h, or days/weeks/months/years"); absent, at once (within the ticker's minute).
 */
export const TRIGGER_DELAY_UNITS = ['hours', 'days', 'weeks', 'months', 'years'] as const;
export type TriggerDelayUnit = (typeof TRIGGER_DELAY_UNITS)[number];
export const TRIGGER_DELAY_MAX: Record<TriggerDelayUnit, number> = { hours: 720, days: 365, weeks: 52, months: 12, years: 10 };
