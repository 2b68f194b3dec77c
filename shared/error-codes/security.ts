/** Security settings: the IP allow-list, the account's forbidden phrases, 2FA enrolment (spec sections 5 and 8). */
export const securityCodes = [
  // IP list entries: empty, wrong, too long, forbidden characters, duplicate; the list itself.
  'IP_EMPTY',
  'IP_INVALID',
  'IP_TOO_LONG',
  'IP_FORBIDDEN_CHARACTERS',
  'IP_EXISTS',
  'IP_LIST_TOO_LONG',
  // Saving a list that leaves out the address the administrator is using would lock them out.
  'IP_SELF_LOCKOUT',
  'PASSWORD_PHRASE_TOO_SHORT',
  'PASSWORD_PHRASE_TOO_LONG',
  'AUTH_2FA_NOT_ENABLED',
  // Enabling needs a setup started within the last few minutes.
  'AUTH_2FA_SETUP_MISSING',
] as const;
