/** The report's place (kept apart from its code: the navigation, loaded first, reads it). */
export const ADDRESSES_REPORT_PATH = '/reports/addresses';
/** The scoring page (rules and recalculation), where the report's figures come from. */
export const SCORING_PATH = '/subscribers/scoring';
