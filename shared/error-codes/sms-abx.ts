/** Spec section 5 and 8, SMS A/B tests (issue 17): the split and the texts' rules, the winner's choice. */
export const smsAbxCodes = [
  /** "A/B test base split cannot be 0": a variant's share of the audience is at least 1% (a field code, on the share). */
  'SMS_ABX_SPLIT_ZERO',
  /** The variants' shares take more than the whole audience (a field code). */
  'SMS_ABX_SHARES_INVALID',
  /** "Test count too low": 2 to 5 variants, each a text (or sender) of its own — as many as there are variants (a field code). */
  'SMS_ABX_TEST_COUNT_TOO_LOW',
  /** A winner chosen for an SMS sending that is no A/B test, or whose winner is chosen already (409). */
  'SMS_ABX_WINNER_NOT_OPEN',
] as const;
