/** Issue 18, the addresses report's filters (field codes go inside VALIDATION_FAILED). */
export const reportAddressesCodes = [
  /** A score range whose maximum is below its minimum (a field code, on `maxScore`). */
  'REPORT_SCORE_RANGE_REVERSED',
  /** "Opened within", "not opened for" or "clicked within" without its number of days (a field code, on `days`). */
  'REPORT_ENGAGEMENT_DAYS_REQUIRED',
] as const;
