export const genericCodes = [
  'BAD_REQUEST',
  'VALIDATION_FAILED',
  'INVALID_DATA',
  'INTERNAL_SERVER_ERROR',
  'ERR_NETWORK',
  'RESOURCE_NOT_FOUND',
  'FORBIDDEN_RESOURCE',
  'PERMISSION_DENIED',
  'FEATURE_NOT_ENABLED',
  'FEATURE_LIMIT_REACHED',
  // The account's budget of API calls (shared/rate-limits.ts) is spent for now; Retry-After says for how long.
  'TOO_MANY_REQUESTS',
  'UNKNOWN_ERROR',
  // The account's data is being moved to a new layout (a migration); writes are refused for a moment.
  'DATA_MIGRATION_IN_PROGRESS',
] as const;
