/**
 * Issue 15: the predefined settings (senders, test groups, tags with values). Spec section 8 says
 * "Tags ... also have messages" without naming them, so these are the product's own.
 */
export const predefinedCodes = [
  'SENDER_NOT_FOUND',
  /** The default sender is deleted only as the last one: another is made the default first. */
  'SENDER_DEFAULT_NOT_DELETABLE',
  'TEST_GROUP_NOT_FOUND',
  'TEST_GROUP_EXISTS',
  /** A test group with neither addresses nor numbers. */
  'TEST_GROUP_EMPTY',
  /** An entry of a test group, named in `value`. */
  'TEST_GROUP_INVALID_EMAIL',
  'TEST_GROUP_INVALID_GSM',
  'TEST_GROUP_GSM_PREFIX_48_ONLY',
  'TAG_NOT_FOUND',
  'TAG_EXISTS',
  /** The same value twice in one tag (case ignored), named in `value`. */
  'TAG_VALUE_DUPLICATE',
  /** A sending domain that predefined senders use, named in `senders`. */
  'SENDING_DOMAIN_USED_BY_SENDERS',
] as const;
