import { epochSeconds } from '@functions/platform/dynamo';
import { ForbiddenError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { authRepository } from '@functions/auth/repository';
import { identityProvider } from '@functions/auth/identity-provider';
import { LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from '@functions/auth/login-rules';
import { membersRepository } from '@functions/users/members-repository';
import { usersRepository } from '@functions/users/repository';
import type { Origin } from './history';
import { securityHistory } from './history';
import { securityRepository } from './repository';

/**
 * Timed permissions (spec sections 4 and 6): some tabs need the password re-entered within the last
 * minutes. The grant belongs to one session and runs out by itself; the web counts it down. Too many
 * wrong re-entries lock the member out (AUTH_TIMED_PERMISSION_LOCKED): someone at an unattended
 * desk is guessing.
 */
export const TIMED_PERMISSION_SECONDS = 15 * 60;
export const TIMED_MAX_FAILURES = 3;
const TIMED_FAILURE_WINDOW_SECONDS = 15 * 60;

export interface TimedStatus {
  expiresAt: string | null;
  secondsLeft: number;
}

const status = (expiresAt: number | undefined): TimedStatus =>
  expiresAt ? { expiresAt: new Date(expiresAt * 1000).toISOString(), secondsLeft: Math.max(0, expiresAt - epochSeconds()) } : { expiresAt: null, secondsLeft: 0 };

/**
 * Locks the member out: a member is locked in the account (an administrator unlocks them); the
 * account creator, who cannot be locked, gets the temporary login lock instead. Every session ends.
 */
async function lockOut(principal: Principal, email: string): Promise<void> {
  const account = await usersRepository.getAccount(principal.accountId);
  if (account && account.ownerId !== principal.userId) {
    await membersRepository.updateMember(principal.accountId, principal.userId, { locked: true });
  } else {
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await authRepository.recordFailedAttempt(email, LOGIN_LOCK_SECONDS);
  }
  await authRepository.deleteUserSessions(principal.userId);
}

export const timedPermission = {
  async status(principal: Principal): Promise<TimedStatus> {
    return status(await securityRepository.getTimedGrant(principal.userId, principal.sessionId));
  },

  async request(principal: Principal, password: string, origin: Origin): Promise<TimedStatus> {
    const user = await usersRepository.getUser(principal.userId);
    if (!user) throw new ForbiddenError('AUTH_TIMED_PERMISSION_LOCKED');
    const who = { userId: user.id, accountId: principal.accountId, email: user.email };
    if (!(await identityProvider.checkPassword(user.email, password))) {
      const failures = await securityRepository.recordTimedFailure(user.id, TIMED_FAILURE_WINDOW_SECONDS);
      if (failures >= TIMED_MAX_FAILURES) {
        await lockOut(principal, user.email);
        await securityRepository.clearTimedFailures(user.id);
        await securityHistory.activity(origin, who, 'timed_permission_locked');
        throw new ForbiddenError('AUTH_TIMED_PERMISSION_LOCKED');
      }
      throw ValidationError.field('password', 'PASSWORD_INCORRECT', { attemptsLeft: TIMED_MAX_FAILURES - failures });
    }
    await securityRepository.clearTimedFailures(user.id);
    const expiresAt = epochSeconds() + TIMED_PERMISSION_SECONDS;
    await securityRepository.putTimedGrant(user.id, principal.sessionId, expiresAt);
    await securityHistory.activity(origin, who, 'timed_permission_granted');
    return status(expiresAt);
  },

  /** The guard for `timed` routes: 403 TIMED_PERMISSION_NO_ACCESS without a live grant. */
  async require(principal: Principal): Promise<void> {
    if (!(await securityRepository.getTimedGrant(principal.userId, principal.sessionId))) throw new ForbiddenError('TIMED_PERMISSION_NO_ACCESS');
  },
};
