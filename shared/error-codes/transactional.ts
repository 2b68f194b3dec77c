/** Issue 19, transactional e-mail and SMS and their `Idempotency-Key`. */
export const transactionalCodes = [
  /** The same `Idempotency-Key` came with a different body within its 24 hours (409): nothing was sent. */
  'IDEMPOTENCY_KEY_REUSED',
  /** An `Idempotency-Key` that is empty, too long (over 255) or not printable ASCII (a field code). */
  'IDEMPOTENCY_KEY_INVALID',
  /** No transactional message of this account has this id (404). */
  'TRANSACTIONAL_NOT_FOUND',
  /** The recipient's subscriber id names no subscriber of the account, or one with another address or number (a field code). */
  'TRANSACTIONAL_SUBSCRIBER_MISMATCH',
] as const;
