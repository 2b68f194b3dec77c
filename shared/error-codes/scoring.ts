/** Issue 18, scoring rules (field codes go inside VALIDATION_FAILED). */
export const scoringCodes = [
  /** The hot band's threshold is not above the warm one's (on `bands.hot`). */
  'SCORING_BANDS_ORDER',
  /** The hot band's threshold is above the cap, so no one could reach it (on `bands.hot`). */
  'SCORING_BAND_OVER_CAP',
  /** A recalculation failed for good (its retries spent); the next one starts afresh. */
  'SCORING_FAILED',
] as const;
