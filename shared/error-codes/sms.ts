/** Spec section 8, SMS: the messages of the SMS area this product sends (balance and A/B codes come with those features). */
export const smsCodes = [
  'SMS_NOT_FOUND',
  'SMS_NO_RECIPIENTS',
  'SMS_INVALID_SENDER',
  'SMS_INVALID_PARAMS',
  'SMS_SEND_ERROR',
  'SMS_TEST_NUMBERS_LIMIT',
  /** Resume asked of an SMS sending that is not paused. */
  'SMS_NOT_PAUSED',
  /** 4-eye verification: accept or reject asked of an SMS sending that no longer waits (decided already). */
  'SMS_NOT_AWAITING_ACCEPTANCE',
  /** 4-eye verification: the maker of an SMS sending cannot accept or reject it. */
  'SMS_OWN_ACCEPTANCE',
  /** Issue 17: an action on a planned or cyclic SMS sending that its state does not allow (409; params: state, action). */
  'SMS_ACTION_NOT_ALLOWED',
  /** A warning (spec section 8): a test number that is no subscriber's. */
  'GSM_NOT_IN_DB',
] as const;
