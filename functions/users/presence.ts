import { lastSeenCutoff, shouldRecordActivity } from '@shared/rules/presence';
import { logger } from '@functions/platform/logger';
import { usersRepository } from './repository';

/** Spec sections 3 and 4 (online or offline): records that a user was active, throttled by shared/rules/presence.ts. */
export const presence = {
  /**
   * Called on every authenticated request with the lastSeenAt it already read, so most requests
   * skip the write; the write's condition keeps concurrent requests to one write. A failed write
   * only costs the flag's freshness, so it is logged and never fails the request. True when written.
   */
  async seen(userId: string, lastSeenAt: string | undefined, now = Date.now()): Promise<boolean> {
    if (!shouldRecordActivity(lastSeenAt, now)) return false;
    try {
      return await usersRepository.recordLastSeen(userId, new Date(now).toISOString(), lastSeenCutoff(now));
    } catch (error) {
      logger.warn('last activity not recorded', { userId, error: error as Error });
      return false;
    }
  },
};
