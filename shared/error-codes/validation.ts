/** Field-level codes carried inside VALIDATION_FAILED's params.errors. */
export const validationCodes = [
  'VALIDATION_REQUIRED',
  'VALIDATION_TOO_SHORT',
  'VALIDATION_TOO_LONG',
  'VALIDATION_INVALID_EMAIL',
  'VALIDATION_INVALID_URL',
  'VALIDATION_INVALID_TYPE',
  'VALIDATION_INVALID_VALUE',
  'VALIDATION_UNKNOWN_FIELD',
  'VALIDATION_FORBIDDEN_CHARACTERS',
  'VALIDATION_INVALID_DATE',
  'VALIDATION_TOO_SMALL',
  'VALIDATION_TOO_BIG',
  'VALIDATION_INVALID_PHONE',
  'VALIDATION_INVALID_TAX_ID',
  'VALIDATION_INVALID_KRS',
  'VALIDATION_INVALID_REGON',
  'VALIDATION_INVALID_POSTAL_CODE',
  // An IANA time zone name the platform does not know (the account's general settings).
  'VALIDATION_INVALID_TIME_ZONE',
  // A line break in a single-line field (a subject, a sender's name: header injection besides).
  'VALIDATION_LINE_BREAK',
  // Text made only of spaces and invisible characters (zero-width spaces, joiners, byte order marks).
  'VALIDATION_NO_VISIBLE_CHARACTERS',
] as const;
