import { epochSeconds } from '@functions/platform/dynamo';
import { ForbiddenError, ValidationError } from '@functions/platform/errors';
import type { Principal } from '@functions/platform/http';
import { attempts } from '@functions/auth/attempts';
import { authRepository } from '@functions/auth/repository';
import { identityProvider } from '@functions/auth/identity-provider';
import { LOGIN_BUDGET } from '@functions/auth/login-rules';
import { membersRepository } from '@functions/users/members-repository';
import { usersRepository } from '@functions/users/repository';
import type { Origin } from './history';
import { securityHistory } from './history';
import { checkProof } from './proof-budget';
import { securityRepository } from './repository';

/**
 * Timed permissions (spec sections 4 and 6): some tabs need the password re-entered within the last
 * minutes. The grant belongs to one session and runs out by itself; the web counts it down. The
 * re-entries draw on the user's budget of in-session proofs (./proof-budget.ts, shared with the
 * password change and 2FA removal): when a wrong one spends it, or it is already spent, the member is
 * locked out (AUTH_TIMED_PERMISSION_LOCKED): someone at an unattended desk is guessing.
 */
export const TIMED_PERMISSION_SECONDS = 15 * 60;

export interface TimedStatus {
  expiresAt: string | null;
  secondsLeft: number;
}

const status = (expiresAt: number | undefined): TimedStatus =>
  expiresAt
    ? { expiresAt: new Date(expiresAt * 1000).toISOString(), secondsLeft: Math.max(0, expiresAt - epochSeconds()) }
    : { expiresAt: null, secondsLeft: 0 };

/**
 * Locks the member out: a member is locked in the account (an administrator unlocks them); the
 * account creator, who cannot be locked, gets the temporary login lock instead. Every session ends.
 */
async function lockOut(principal: Principal, email: string): Promise<void> {
  const account = await usersRepository.getAccount(principal.accountId);
  if (account && account.ownerId !== principal.userId) {
    await membersRepository.updateMember(principal.accountId, principal.userId, { locked: true });
  } else {
    await attempts.exhaust({ login: email }, LOGIN_BUDGET);
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
    const proof = await checkProof(user.id, () => identityProvider.checkPassword(user.email, password));
    if ('spent' in proof) {
      // The budget stays spent (no clearing here, so a burst cannot win fresh checks): the member's
      // next full sign-in, after an administrator unlocks them, starts it over.
      await lockOut(principal, user.email);
      await securityHistory.activity(origin, who, 'timed_permission_locked');
      throw new ForbiddenError('AUTH_TIMED_PERMISSION_LOCKED');
    }
    if (!proof.proven) throw ValidationError.field('password', 'PASSWORD_INCORRECT', { attemptsLeft: proof.attemptsLeft });
    const expiresAt = epochSeconds() + TIMED_PERMISSION_SECONDS;
    await securityRepository.putTimedGrant(user.id, principal.sessionId, expiresAt);
    await securityHistory.activity(origin, who, 'timed_permission_granted');
    return status(expiresAt);
  },

  /** The guard for `timed` routes: 403 TIMED_PERMISSION_NO_ACCESS without a live grant. */
  async require(principal: Principal): Promise<void> {
    if (!(await securityRepository.getTimedGrant(principal.userId, principal.sessionId)))
      throw new ForbiddenError('TIMED_PERMISSION_NO_ACCESS');
  },
};
