/** Issue 18, reports (field codes go inside VALIDATION_FAILED). */
export const reportsCodes = [
  /** A period whose end is before its start (a field code, on `to`). */
  'REPORT_RANGE_REVERSED',
  /** A period longer than a report reads at once (REPORT_RANGE_MAX_DAYS; a field code, on `to`). */
  'REPORT_RANGE_TOO_LONG',
  /** A comparison of fewer than 2 or more than 4 mailings (a field code, on `ids`). */
  'REPORT_COMPARE_LIMIT',
] as const;
