/** Spec section 8, "Imports and blacklist". */
export const importsCodes = [
  'IMPORT_VALIDATION_FAILED',
  'BLACKLIST_ADD_ERROR',
  'BLACKLIST_DELETE_ERROR',
  'BLACKLIST_INVALID_DOMAIN',
  'BLACKLIST_TOO_MANY_ROWS',
] as const;
