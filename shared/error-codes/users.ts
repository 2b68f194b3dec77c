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
  // Issue 10: nobody grants a permission or version (or a wider segment scope) they do not hold.
  'USER_GRANT_NOT_HELD',
  'USER_GRANT_SCOPE_NOT_HELD',
  // Joining an account is an invitation the user accepts (issue 10).
  'USER_ALREADY_INVITED',
  'INVITATION_NOT_FOUND',
  'INVITATION_EXPIRED',
] as const;
