export const usersCodes = [
  'USER_LIMIT_REACHED',
  'USER_EXISTS',
  'USER_CANNOT_DELETE_SELF',
  'USER_CANNOT_EDIT_SELF',
  'USER_LAST_ADMIN',
  'USER_PARTIAL_SUCCESS',
  'ROLE_EXISTS',
  'USER_EMAIL_DOMAIN_FORBIDDEN',
  // The account creator cannot be removed, locked or blocked (spec section 6).
  'USER_OWNER_PROTECTED',
  // Spec section 6: only a platform super administrator deletes an account's administrator.
  'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY',
  'ROLE_NOT_FOUND',
  'TEAM_EXISTS',
  'TEAM_NOT_FOUND',
] as const;
