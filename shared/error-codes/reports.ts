/** Issue 18, reports (field codes go inside VALIDATION_FAILED). */
export const reportsCodes = [
  /** A period whose end is before its start (a field code, on `to`). */
  'REPORT_RANGE_REVERSED',
  /** A period longer than a report reads at once (REPORT_RANGE_MAX_DAYS; a field code, on `to`). */
  'REPORT_RANGE_TOO_LONG',
  /** A comparison of fewer than 2 or more than 4 mailings (a field code, on `ids`). */
  'REPORT_COMPARE_LIMIT',
  /** A dynamic report's metric that is not one of PERIOD_METRICS (a field code, on `metric`). */
  'REPORT_UNKNOWN_METRIC',
  /**
   * The dynamic report of a segment or a sender, which reads each sending of its two periods: more went
   * out than it reads at once (2 × PERIOD_REPORT_MAX_MAILINGS): a shorter period. Other reports read the account's days.
   */
  'REPORT_TOO_MANY_MAILINGS',
] as const;
