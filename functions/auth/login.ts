import { randomUUID } from 'node:crypto';
import type { ErrorCode } from '@shared/errors';
import { isIpAllowed } from '@shared/rules/ip-allow-list';
import type { CurrentUser } from '@shared/schemas/user';
import { AppError, BadRequestError, ForbiddenError, TooManyRequestsError, UnauthorizedError } from '@functions/platform/errors';
import type { RequestContext } from '@functions/platform/http';
import { signToken } from '@functions/platform/tokens';
import { notify } from '@functions/notifications/notify';
import { securityHistory } from '@functions/security/history';
import { accountPolicy, isUserPasswordExpired, rememberExistingPassword, userPasswordRules } from '@functions/security/passwords';
import { clearProofs } from '@functions/security/proof-budget';
import { twoFactor } from '@functions/security/two-factor';
import { awaitsFirstPassword } from '@functions/users/invitations';
import { usersRepository, type MembershipRecord, type UserRecord } from '@functions/users/repository';
import { loadCurrentUser } from '@functions/users/service';
import { identityProvider } from './identity-provider';
import { attempts } from './attempts';
import { LOGIN_BUDGET, LOGIN_LOCK_SECONDS, LOGIN_MAX_FAILURES } from './login-rules';
import { startSession } from './session';

/** The one-time link an expired password is exchanged for; as short-lived as a lost-password link. */
const EXPIRED_PASSWORD_LINK_TTL_SECONDS = 3600;

export interface LoginInput {
  email: string;
  password: string;
  code?: string;
}

/** A membership the user may enter now: not blocked or locked there, and from an allowed address. */
async function usableAccount(
  memberships: MembershipRecord[],
  preferred: string,
  ip: string,
): Promise<{ accountId?: string; refused?: ErrorCode; refusedIn?: string }> {
  const open = memberships.filter((m) => !m.banned && !m.locked);
  if (open.length === 0)
    return {
      refused: memberships.some((m) => m.locked) ? 'AUTH_ACCOUNT_TEMPORARILY_LOCKED' : 'AUTH_BANNED',
      refusedIn: memberships[0]?.accountId,
    };
  const ordered = [...open].sort((a, b) => Number(b.accountId === preferred) - Number(a.accountId === preferred));
  for (const m of ordered) {
    if (isIpAllowed((await accountPolicy(m.accountId)).ipAllowList, ip)) return { accountId: m.accountId };
  }
  return { refused: 'AUTH_IP_NOT_ALLOWED', refusedIn: ordered[0]!.accountId };
}

/**
 * Sign-in, step by step, each refusal with its catalogue code and a line in the login history:
 * an attempt reserved from the address's budget (refused when it is spent: the lock), the password
 * (Cognito), the user's state, an account the user may enter from this address (the account's IP
 * allow-list), the second factor, the password's age. The reservation is made before the password
 * is checked, so a burst of parallel guesses gets no more checks than the budget holds: wrong
 * passwords, an invitee's attempt before setting a password and wrong codes keep their reservation
 * (they are the failures counted); a right password refused for another reason gives it back; a
 * full sign-in clears the count.
 */
export async function login(input: LoginInput, ctx: RequestContext): Promise<CurrentUser> {
  const origin = { ip: ctx.ip, userAgent: ctx.userAgent };
  const userId = await usersRepository.findUserIdByEmail(input.email);
  const user = userId ? await usersRepository.getUser(userId) : undefined;
  const refuse = async (error: AppError, accountId = user?.defaultAccountId): Promise<never> => {
    await securityHistory.login(origin, { email: input.email, userId: user?.id, accountId }, error.code);
    throw error;
  };

  const budget = { login: input.email };
  const reservation = await attempts.reserve(budget, LOGIN_BUDGET);
  if (!reservation.granted)
    return refuse(new TooManyRequestsError('AUTH_ACCOUNT_TEMPORARILY_LOCKED', undefined, reservation.retryAfterSeconds));
  const failed = (code: ErrorCode): Promise<never> =>
    refuse(
      reservation.attempt >= LOGIN_MAX_FAILURES
        ? new TooManyRequestsError('AUTH_TOO_MANY_ATTEMPTS', undefined, LOGIN_LOCK_SECONDS)
        : new BadRequestError(code),
    );
  const refuseProven = async (error: AppError, accountId?: string): Promise<never> => {
    await attempts.release(budget);
    return refuse(error, accountId);
  };

  const passwordOk = await identityProvider.checkPassword(input.email, input.password).catch(async (error: unknown) => {
    // The identity store did not answer: no guess was judged, so none is counted.
    await attempts.release(budget);
    throw error;
  });
  if (!passwordOk || !user) {
    // An invitee who never set a password is told so (use the lost-password link), whatever they
    // typed. It still counts as a failed attempt, on purpose: the answer itself reveals that the
    // address was invited, but exempting it from the lock would make invited addresses the only
    // ones that can be asked again and again without ever locking, e.g. to watch for the moment the
    // invitee sets a password. Counted, every address, known or not, answers the same way after
    // five attempts. The invitee loses nothing: the invitation's link (/recover) clears the failed
    // attempts. A banned user is not sent a lost-password link, so gets no hint that leads nowhere.
    if (user && !user.banned && awaitsFirstPassword(user)) return failed('PASSWORD_NOT_SET');
    return failed('AUTH_INVALID_CREDENTIALS');
  }
  if (user.banned) return refuseProven(new ForbiddenError('AUTH_BANNED'));
  if (!user.activated) return refuseProven(new ForbiddenError('AUTH_NOT_ACTIVATED'));

  const entry = await usableAccount(await usersRepository.listMemberships(user.id), user.defaultAccountId, ctx.ip);
  if (!entry.accountId) return refuseProven(new ForbiddenError(entry.refused ?? 'FORBIDDEN_RESOURCE'), entry.refusedIn);

  if (await twoFactor.isEnabled(user.id)) {
    if (!input.code) return refuseProven(new UnauthorizedError('AUTH_2FA_REQUIRED'), entry.accountId);
    if (!(await twoFactor.verify(user.id, input.code))) return failed('AUTH_2FA_INVALID');
  }
  // Proven: the address's failures are forgiven, and so are the user's in-session ones (a member
  // locked out for wrong re-entries and unlocked by an administrator starts afresh).
  await Promise.all([attempts.clear(budget), clearProofs(user.id)]);
  await rememberExistingPassword(user, input.password);

  if (await isUserPasswordExpired(user, await userPasswordRules(user.id))) {
    return refuse(new ForbiddenError('PASSWORD_EXPIRED', { token: await expiredPasswordToken(user) }), entry.accountId);
  }
  await startSession(ctx, user.id, entry.accountId);
  // Judged against the history before this sign-in is in it.
  await notify.signedIn(user, entry.accountId, origin);
  await securityHistory.login(origin, { email: user.email, userId: user.id, accountId: entry.accountId }, 'ok');
  return loadCurrentUser(user.id, entry.accountId);
}

/** The recovery token /recover accepts: the user proved the password (and code), so no e-mail round trip. */
function expiredPasswordToken(user: UserRecord): Promise<string> {
  return signToken('recover', { sub: user.id, pv: user.passwordVersion, n: randomUUID() }, EXPIRED_PASSWORD_LINK_TTL_SECONDS);
}
