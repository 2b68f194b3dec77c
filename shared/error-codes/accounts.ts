/** Accounts, membership and onboarding. */
export const accountsCodes = [
  'ONBOARDING_INCOMPLETE',
  'ACCOUNT_NOT_FOUND',
  'ACCOUNT_OWNER_CANNOT_LEAVE',
  // Leaving the only account would leave the user nowhere to sign in to.
  'ACCOUNT_LAST_MEMBERSHIP',
] as const;
