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
] as const;
