/** Spec section 8, "Imports and blacklist"; the import and export codes below it are this product's own. */
export const importsCodes = [
  'IMPORT_VALIDATION_FAILED',
  'BLACKLIST_ADD_ERROR',
  'BLACKLIST_DELETE_ERROR',
  'BLACKLIST_INVALID_DOMAIN',
  'BLACKLIST_TOO_MANY_ROWS',
  // The uploaded file is unknown to this account, or its object is gone (uploads expire after 7 days).
  'IMPORT_FILE_NOT_FOUND',
  'IMPORT_NOT_FOUND',
  // Spec section 5: at least one field mapped; an e-mail (or an e-mail or GSM) field mapped; no duplicates.
  'IMPORT_MAPPING_EMPTY',
  'IMPORT_MAPPING_EMAIL_REQUIRED',
  'IMPORT_MAPPING_CONTACT_REQUIRED',
  'IMPORT_MAPPING_DUPLICATE',
  'IMPORT_MAPPING_UNKNOWN_FIELD',
  'IMPORT_MAPPING_COLUMN_OUT_OF_RANGE',
  // A consent to set is not a consent (spec_agr) property of the account.
  'IMPORT_CONSENT_NOT_AGREEMENT',
  // Spec section 5: too many manually entered addresses; use file import.
  'IMPORT_MANUAL_TOO_MANY_LINES',
  'IMPORT_MANUAL_EMPTY',
  // Spec sections 5 and 9: import schema names are unique, at least 2 characters; at most 10 schemas.
  'IMPORT_SCHEMA_NOT_FOUND',
  'IMPORT_SCHEMA_NAME_EXISTS',
  'IMPORT_SCHEMA_LIMIT_REACHED',
  // Spec section 4: the spam-trap time lock; new imports are refused until the date.
  'IMPORT_SPAM_TRAP_LOCKED',
  // Why a row was rejected or skipped (the report's reason column).
  'IMPORT_SPAM_TRAP',
  'IMPORT_ROLE_ADDRESS',
  'IMPORT_ROW_MALFORMED',
  'IMPORT_ROW_COLUMN_COUNT',
  'IMPORT_DUPLICATE_ROW',
  'IMPORT_BLACKLISTED',
  // Spec section 8's "user limit message": a new subscriber past the plan's subscriber limit (spec section 9) is not added.
  'IMPORT_SUBSCRIBER_LIMIT',
  // The import stopped on an error it could not get past; the report lists what it did.
  'IMPORT_FAILED',
  // The file cannot be read past a line (a quote opened there is never closed; a record longer than the limit):
  // the import ends failed at once, with the rows before it imported.
  'IMPORT_QUOTE_NOT_CLOSED',
  'IMPORT_ROW_TOO_LONG',
  'IMPORT_REPORT_NOT_READY',
  'EXPORT_NOT_FOUND',
  'EXPORT_NOT_READY',
  'EXPORT_EXPIRED',
  'EXPORT_FIELD_UNKNOWN',
  'EXPORT_FAILED',
] as const;
