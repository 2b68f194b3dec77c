/** Accounts, membership and onboarding. */
export const accountsCodes = [
  'ONBOARDING_INCOMPLETE',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_OWNER_CANNOT_LEAVE',
] as const;
