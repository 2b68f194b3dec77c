import { grantError, granterOf, restrictionError, type AccessGrant } from '@shared/rules/grants';
import type { FeatureLimits } from '@shared/roles';
import { ForbiddenError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';

/** Access a change sets or a member had, with their segment restriction when it is part of the change. */
export type GrantedAccess = AccessGrant & { segmentIds?: readonly string[] };

/**
 * Issue 10: the caller may give only what they hold (shared/rules/grants.ts): permissions and
 * versions a change adds to `before` (absent: a new member or role), and segment scope. Refused with
 * 403 USER_GRANT_NOT_HELD naming every missing key, or USER_GRANT_SCOPE_NOT_HELD. The principal's
 * access is read from their membership on this very request, so a demotion applies at once.
 */
export function enforceGrant(
  principal: Pick<Principal, 'permissions' | 'versions' | 'segmentIds'>,
  limits: FeatureLimits,
  after: GrantedAccess,
  before?: GrantedAccess,
): void {
  const refused = grantError(granterOf(principal, limits), after, before);
  if (refused) throw new ForbiddenError(refused.code, refused.params);
  if (after.segmentIds === undefined) return;
  const scope = restrictionError(principal.segmentIds, after.segmentIds, before?.segmentIds);
  if (scope) throw new ForbiddenError(scope);
}
