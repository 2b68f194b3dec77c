export const mailingCodes = [
  'MAILING_NOT_FOUND',
  'MAILING_ARCHIVE_ORDER_IN_PROGRESS',
  'MAILING_NOT_ARCHIVED',
  'MAILING_MISSING_ID',
  'MAILING_NOT_EDITABLE',
  'MAILING_NO_RECIPIENTS',
  'MAILING_SENDER_NOT_VERIFIED',
  /** A batch of recipients failed through every retry (dead letters) or stopped moving: the sending cannot end by itself. */
  'SENDING_BATCH_FAILED',
  /** Resume asked of a mailing that is not paused (issue 12: only a paused sending resumes). */
  'MAILING_NOT_PAUSED',
  /** 4-eye verification: the sending already waits for acceptance (send again, accept or reject it instead). */
  'MAILING_AWAITING_ACCEPTANCE',
  /** 4-eye verification: accept or reject asked of a mailing that waits for no acceptance (withdrawn by an edit, or decided already). */
  'MAILING_NOT_AWAITING_ACCEPTANCE',
  /** 4-eye verification: the user who handed a sending over cannot accept or reject it. */
  'MAILING_OWN_ACCEPTANCE',
] as const;
