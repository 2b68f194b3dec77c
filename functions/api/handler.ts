import { authenticateToken } from '@functions/api-tokens/authenticate';
import { authenticate } from '@functions/auth/session';
import { createApi } from '@functions/platform/api';
import { enforceRateLimits } from '@functions/platform/rate-limit';
import { timedPermission } from '@functions/security/timed-permission';
import { requireAccountConfig } from '@functions/users/account-config';
import { handlers } from './route-table';

/** The API Lambda: every /api/* request goes through the one route table. */
export const handler = createApi(handlers, {
  authenticate,
  authenticateToken,
  requireTimedPermission: (principal) => timedPermission.require(principal),
  requireAccountConfig: (principal, key) => requireAccountConfig(principal.accountId, key),
  rateLimit: enforceRateLimits,
});
