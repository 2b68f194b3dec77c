/** Issue 17, campaigns: planning, the lifecycle's actions, the send types' rules (field codes go inside VALIDATION_FAILED). */
export const campaignsCodes = [
  /** A planned time that has passed (a field code, on `at`). */
  'CAMPAIGN_TIME_IN_PAST',
  /** A date and time that is none (e.g. 2026-02-30T10:00; a field code). */
  'CAMPAIGN_TIME_INVALID',
  /** A cron field out of its range or badly formed (a field code, on the field). */
  'CAMPAIGN_CRON_INVALID',
  /** A cyclic schedule that never runs in its active range. */
  'CAMPAIGN_CRON_NO_RUN',
  /** An active range that ends before it starts (a field code). */
  'CAMPAIGN_RANGE_INVALID',
  /** Sending hours out of order or without a day (a field code). */
  'CAMPAIGN_WINDOW_INVALID',
  /** A/B/X shares: each at least 1%, together at most 100% (a field code). */
  'CAMPAIGN_ABX_SHARES_INVALID',
  /** A/B/X: 2 to 5 variants, with distinct keys, differing in what the test varies (a field code). */
  'CAMPAIGN_ABX_VARIANTS_INVALID',
  /** A winner chosen for a mailing that is no A/B/X test, or whose winner is chosen already. */
  'CAMPAIGN_ABX_WINNER_NOT_OPEN',
  /** A follow-up of a mailing that was never sent. */
  'CAMPAIGN_FOLLOWUP_SOURCE_NOT_SENT',
  /** An automatic mailing's trigger names a segment or property the account does not have, or a property that is no date. */
  'CAMPAIGN_TRIGGER_INVALID',
  /** The send type cannot be used by this mailing or account (e.g. a reservation with 4-eye verification off). */
  'CAMPAIGN_SEND_TYPE_UNAVAILABLE',
  /** An action not allowed in the mailing's state (409; params: state, action). */
  'MAILING_ACTION_NOT_ALLOWED',
  /** A mailing that has sent to anyone cannot be deleted (hide it instead). */
  'MAILING_IN_USE',
] as const;
