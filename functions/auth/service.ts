import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import { checkPassword } from '@shared/schemas/auth';
import type { LostPasswordBody, RecoverBody, RegisterBody } from '@shared/schemas/auth';
import type { CurrentUser } from '@shared/schemas/user';
import { DEFAULT_PREFS } from '@shared/schemas/user';
import type { Language } from '@shared/constants';
import { ConflictError, ForbiddenError, BadRequestError, TooManyRequestsError, ValidationError } from '@functions/platform/errors';
import { isConditionFailure } from '@functions/platform/dynamo';
import type { RequestContext } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { getPublicBaseUrl } from '@functions/platform/config';
import { sendEmail, systemSender } from '@functions/platform/mailer';
import { signToken, verifyToken } from '@functions/platform/tokens';
import { usersRepository, type UserRecord } from '@functions/users/repository';
import { loadCurrentUser, ownerPermissions } from '@functions/users/service';
import { accountEmail } from './emails';
import { identityProvider } from './identity-provider';
import { authRepository } from './repository';
import { endSession, refreshSession, startSession } from './session';
import type { z } from 'zod';

/** Five wrong passwords within 15 minutes lock the login for the rest of the window. */
export const LOGIN_MAX_FAILURES = 5;
const LOGIN_LOCK_SECONDS = 15 * 60;
const VERIFY_TTL_SECONDS = 48 * 3600;
const RECOVER_TTL_SECONDS = 3600;
const RECOVER_MAIL_WINDOW_SECONDS = 60;
const TRIAL_DAYS = 30;

function checkNewPassword(password: string, repeat: string): void {
  const broken = checkPassword(password);
  if (broken) throw ValidationError.field('password', broken.code, broken.params);
  if (password !== repeat) throw ValidationError.field('passwordRepeat', 'PASSWORD_DIFFERENT');
}

async function sendAccountEmail(kind: 'verify' | 'recover', user: Pick<UserRecord, 'email'>, language: Language, link: string) {
  const { subject, html, text } = accountEmail(kind, language, link);
  await sendEmail({ from: systemSender(), to: user.email, subject, html, text, tags: { kind } });
}

export const authService = {
  async register(body: RegisterBody): Promise<void> {
    checkNewPassword(body.password, body.passwordRepeat);
    const now = new Date();
    const user: UserRecord = {
      id: ulid(), email: body.email, name: body.name, role: 'USER', activated: false, onboarded: false, banned: false,
      prefs: { ...DEFAULT_PREFS, language: body.language }, defaultAccountId: '', passwordVersion: 1, createdAt: now.toISOString(),
    };
    const accountId = ulid();
    user.defaultAccountId = accountId;
    try {
      await usersRepository.createUserWithAccount(
        user,
        {
          id: accountId, name: body.company, plan: 'trial', ownerId: user.id, createdAt: user.createdAt,
          trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86400_000).toISOString(), config: { blacklist_enabled: true },
        },
        { accountId, userId: user.id, role: 'ADMIN', permissions: ownerPermissions(), language: body.language },
      );
    } catch (error) {
      if (isConditionFailure(error)) throw new ConflictError('USER_NOT_UNIQUE');
      throw error;
    }
    try {
      await identityProvider.createUser(user.email, body.password);
    } catch (error) {
      await usersRepository.deleteUserWithAccount(user, accountId);
      if ((error as { name?: string }).name === 'UsernameExistsException') throw new ConflictError('USER_NOT_UNIQUE');
      if ((error as { name?: string }).name === 'InvalidPasswordException') throw ValidationError.field('password', 'PASSWORD_WEAK');
      throw error;
    }
    const token = await signToken('verify', { sub: user.id }, VERIFY_TTL_SECONDS);
    await sendAccountEmail('verify', user, body.language, `${await getPublicBaseUrl()}/verify?token=${encodeURIComponent(token)}`);
  },

  async verify(token: string): Promise<void> {
    const result = await verifyToken('verify', token);
    if (!result.ok) throw new BadRequestError('AUTH_TOKEN_INVALID', { reason: result.reason });
    const user = await usersRepository.getUser(String(result.claims.sub));
    if (!user) throw new BadRequestError('AUTH_TOKEN_NOT_FOUND');
    if (user.activated) return;
    await identityProvider.markEmailVerified(user.email);
    await usersRepository.updateUser(user.id, { activated: true });
  },

  async login(email: string, password: string, ctx: RequestContext): Promise<CurrentUser> {
    if ((await authRepository.failedAttempts(email)) >= LOGIN_MAX_FAILURES) throw new TooManyRequestsError('AUTH_ACCOUNT_TEMPORARILY_LOCKED');
    const userId = await usersRepository.findUserIdByEmail(email);
    const passwordOk = await identityProvider.checkPassword(email, password);
    const user = userId ? await usersRepository.getUser(userId) : undefined;
    if (!passwordOk || !user) {
      const failures = await authRepository.recordFailedAttempt(email, LOGIN_LOCK_SECONDS);
      if (failures >= LOGIN_MAX_FAILURES) throw new TooManyRequestsError('AUTH_TOO_MANY_ATTEMPTS');
      throw new BadRequestError('AUTH_INVALID_CREDENTIALS');
    }
    await authRepository.clearFailedAttempts(email);
    if (user.banned) throw new ForbiddenError('AUTH_BANNED');
    if (!user.activated) throw new ForbiddenError('AUTH_NOT_ACTIVATED');
    const memberships = await usersRepository.listMemberships(user.id);
    const accountId = memberships.some((m) => m.accountId === user.defaultAccountId) ? user.defaultAccountId : memberships[0]?.accountId;
    if (!accountId) throw new ForbiddenError('FORBIDDEN_RESOURCE');
    await startSession(ctx, user.id, accountId);
    return loadCurrentUser(user.id, accountId);
  },

  refresh: (ctx: RequestContext) => refreshSession(ctx),
  logout: (ctx: RequestContext) => endSession(ctx),

  /** Always answers the same way, so it cannot be used to learn which addresses have accounts. */
  async lostPassword(body: z.infer<typeof LostPasswordBody>): Promise<void> {
    const userId = await usersRepository.findUserIdByEmail(body.email);
    const user = userId ? await usersRepository.getUser(userId) : undefined;
    if (!user || user.banned) return;
    if (!(await authRepository.claimMailSlot('recover', user.id, RECOVER_MAIL_WINDOW_SECONDS))) {
      logger.info('recovery e-mail throttled', { userId: user.id });
      return;
    }
    const token = await signToken('recover', { sub: user.id, pv: user.passwordVersion, n: randomUUID() }, RECOVER_TTL_SECONDS);
    await sendAccountEmail('recover', user, user.prefs.language ?? body.language, `${await getPublicBaseUrl()}/recover?token=${encodeURIComponent(token)}`);
  },

  async recover(body: z.infer<typeof RecoverBody>): Promise<void> {
    const result = await verifyToken('recover', body.token);
    if (!result.ok) throw new BadRequestError('AUTH_TOKEN_INVALID', { reason: result.reason });
    const user = await usersRepository.getUser(String(result.claims.sub));
    // A password change bumps the version, so each link works once.
    if (!user || user.passwordVersion !== result.claims.pv) throw new BadRequestError('AUTH_TOKEN_INVALID', { reason: 'used' });
    checkNewPassword(body.password, body.passwordRepeat);
    if (await identityProvider.checkPassword(user.email, body.password)) throw ValidationError.field('password', 'PASSWORD_SAME_AS_OLD');
    await identityProvider.setPassword(user.email, body.password);
    // Proving control of the mailbox also proves the address, so an unverified account is activated.
    await usersRepository.updateUser(user.id, { passwordVersion: user.passwordVersion + 1, activated: true });
    await authRepository.deleteUserSessions(user.id);
    await authRepository.clearFailedAttempts(user.email);
  },
};

