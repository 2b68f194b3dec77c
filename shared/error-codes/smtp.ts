/**
 * SMTP users (issue 20, spec section 3: username with valid characters only, an interface of
 * letters, digits, _ and -). A username is unique across accounts: the relay finds the user by it.
 */
export const smtpCodes = [
  'SMTP_USER_NOT_FOUND',
  'SMTP_USERNAME_INVALID',
  'SMTP_USERNAME_EXISTS',
  'SMTP_INTERFACE_INVALID',
  'SMTP_LIMIT_REACHED',
] as const;
