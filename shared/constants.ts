export const PRODUCT_NAME = 'Goniec';
export const LANGUAGES = ['pl', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Spec section 3, "Currencies": what an account's amounts (prices in its mailings, revenue) are in. */
export const CURRENCIES = ['PLN', 'EUR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const THEMES = ['light', 'dark', 'auto'] as const;
export type Theme = (typeof THEMES)[number];
export const DATE_FORMATS = ['yyyy-mm-dd', 'dd/mm/yyyy', 'mm/dd/yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** A new user's preferences (shared/schemas/user.ts Prefs); here, not beside the schema, so the web reads them without loading zod. */
export const DEFAULT_PREFS: { language: Language; theme: Theme; date_format: DateFormat } = {
  language: 'pl',
  theme: 'auto',
  date_format: 'yyyy-mm-dd',
};

/** Spec section 9: offline and back-online notices. */
export const CONNECTIVITY_NOTICE_MS = 20_000;

/** Sessions: a short access token, a long refresh token (rotated on every refresh). */
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 3600;
export const SESSION_COOKIE = 'goniec_session';
export const REFRESH_COOKIE = 'goniec_refresh';
export const CSRF_COOKIE = 'goniec_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Largest JSON body the API accepts; bigger uploads go straight to S3 by presigned URL. */
export const MAX_JSON_BODY_BYTES = 256 * 1024;
/**
 * Deepest nesting of arrays and objects a JSON body may have. The deepest legitimate body, a segment
 * five groups deep, nests 13 levels; anything past this is refused before it is parsed.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Spec section 3: subscriber statuses by name. The numbers are the spec's (and what the API, imports
 * and exports carry); code compares by name so a status reads as what it means.
 */
export const SUBSCRIBER_STATUS = {
  manuallyUnsubscribed: 2,
  unsubscribed: 3,
  unsubscribeRequest: 4,
  /** Subscribed, unverified. */
  withoutVerification: 5,
  /** Subscribed, unconfirmed. */
  unverified: 6,
  blocked: 7,
  /** Subscribed and confirmed. */
  verified: 8,
  /** GDPR forgotten: reached only by forgetting, never edited, set or imported. */
  forgotten: 9,
} as const;
const S = SUBSCRIBER_STATUS;
export const SUBSCRIBER_STATUSES = [
  S.manuallyUnsubscribed,
  S.unsubscribed,
  S.unsubscribeRequest,
  S.withoutVerification,
  S.unverified,
  S.blocked,
  S.verified,
  S.forgotten,
] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];
/** Every status but forgotten: what a person may set by hand or import. */
export type SettableStatus = Exclude<SubscriberStatus, typeof S.forgotten>;
export const SETTABLE_STATUSES = SUBSCRIBER_STATUSES.filter((s): s is SettableStatus => s !== S.forgotten);
/** Statuses a mailing may be sent to: subscribed (verified, unverified or without verification). */
export const SENDABLE_STATUSES: readonly SubscriberStatus[] = [S.withoutVerification, S.unverified, S.verified];
/** Statuses that mean the subscriber left the list (unsubscribedAt is set on reaching one). */
export const LEFT_STATUSES: readonly SubscriberStatus[] = [S.manuallyUnsubscribed, S.unsubscribed, S.unsubscribeRequest];
export const EMAIL_TYPES = ['normal', 'transactional', 'followup'] as const;
export type EmailType = (typeof EMAIL_TYPES)[number];

/**
 * A mailing's lifecycle (issue 17): working → ready → planned → sending → sent, plus paused, failed
 * and cancelled (a planned or unfinished sending called off: terminal, like sent). An active cyclic
 * or automatic mailing stands `planned` between its runs (paused: `paused` with reason `manual`).
 */
export const MAILING_STATES = ['working', 'ready', 'planned', 'sending', 'paused', 'sent', 'failed', 'cancelled'] as const;
export type MailingState = (typeof MAILING_STATES)[number];

/**
 * Days a raw engagement record (activity item, the first-delivery/open/click/... markers) and a send
 * claim are kept before DynamoDB's TTL removes them. Segment windows (shared/segments/model.ts) have
 * no upper bound in the model ("ever", "last N days", "between"), but the widest window anyone
 * builds in practice is a year back ("opened in the last 365 days", anniversaries of a sending):
 * 400 days keeps that whole year plus a month for a calculation that runs late or a window that ends
 * a few weeks ago. Older events stop counting in segments; the mailing roll-ups keep their totals.
 */
export const RAW_ACTIVITY_RETENTION_DAYS = 400;

/**
 * Why a sending (a mailing or an SMS sending) stands `paused`: the provider's daily quota is spent
 * (it resumes by itself when the quota renews), or its recipients complain or hard-bounce too much
 * (issue 12, section 6: a person with PERM_MWYSYL looks at it and resumes it); `window`: outside its
 * sending hours and days (it resumes by itself when the window opens, issue 17); `manual`: a person
 * paused an active cyclic or automatic mailing (a person resumes it); `hourly`: an hourly mailing sent
 * this hour's portion (it resumes by itself when the next hour starts).
 */
export const PAUSE_REASONS = ['daily_quota', 'complaint_rate', 'bounce_rate', 'window', 'manual', 'hourly'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
/** Deliveries a sending must have before its rates can pause it: below that, a few complaints are noise. */
export const REPUTATION_MIN_DELIVERIES = 1000;
/** Complaints per delivery that pause a sending (0.3%: above it mailbox providers start to filter). */
export const REPUTATION_COMPLAINT_RATE = 0.003;
/** Hard bounces per delivery that pause a sending (5%: SES reviews an account from there). */
export const REPUTATION_BOUNCE_RATE = 0.05;

/** Recipients per message on the send queue: one SES call each, batched so a retry is cheap. */
export const SEND_BATCH_SIZE = 50;
/**
 * Test messages (texts now, e-mails later) a day per account, counted together; they go only to the
 * account's own subscribers (functions/sending/test-sends.ts).
 */
export const TEST_SENDS_PER_DAY = 50;

export const USER_ROLES = ['SUPER_ADMIN', 'ADMIN', 'USER'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Spec section 5: addresses in the provider's own domain may not be used for users. */
export const PROVIDER_EMAIL_DOMAIN = 'goniec.app';
