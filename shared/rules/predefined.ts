import { SMS_TEST_NUMBERS_MAX } from './sms';

/**
 * Limits of the predefined settings (issue 15). The spec gives no values ("Limit values for ...
 * tags ...: not shown"), so these are the product's: enough for an account's real senders and
 * groups, small enough that each list is read whole (one query) wherever it is used.
 */
export const SENDERS_MAX = 50;
export const SENDER_NAME_MAX = 100;
export const TEST_GROUPS_MAX = 20;
export const TEST_GROUP_NAME_MAX = 100;
export const TEST_GROUP_EMAILS_MAX = 20;
/** A group's numbers fit one SMS test send (at most SMS_TEST_NUMBERS_MAX typed numbers). */
export const TEST_GROUP_GSMS_MAX = SMS_TEST_NUMBERS_MAX;
export const TAGS_MAX = 100;
/** Spec section 5: "Tag: a maximum length applies." */
export const TAG_NAME_MAX = 50;
export const TAG_VALUES_MAX = 50;
export const TAG_VALUE_MAX = 50;
