import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import type { LostPasswordBody, RecoverBody, RegisterBody } from '@shared/schemas/auth';
import { DEFAULT_PREFS } from '@shared/schemas/user';
import type { Language } from '@shared/constants';
import { ConflictError, BadRequestError, ValidationError } from '@functions/platform/errors';
import { isConditionFailure } from '@functions/platform/dynamo';
import type { RequestContext } from '@functions/platform/http';
import { logger } from '@functions/platform/logger';
import { getPublicBaseUrl } from '@functions/platform/config';
import { sendEmail, systemSender } from '@functions/platform/mailer';
import { signToken, verifyToken } from '@functions/platform/tokens';
import { usersRepository, type UserRecord } from '@functions/users/repository';
import { ownerPermissions } from '@functions/users/service';
import { securityHistory } from '@functions/security/history';
import { checkNewPassword, rememberPassword, setNewPassword } from '@functions/security/passwords';
import { effectivePolicy } from '@shared/rules/password-policy';
import { DEFAULT_PASSWORD_POLICY } from '@shared/schemas/auth';
import { accountEmail } from './emails';
import { identityProvider } from './identity-provider';
import { authRepository } from './repository';
import { login } from './login';
import { endSession, refreshSession } from './session';
import type { z } from 'zod';

const VERIFY_TTL_SECONDS = 48 * 3600;
const RECOVER_TTL_SECONDS = 3600;
const RECOVER_MAIL_WINDOW_SECONDS = 60;
const TRIAL_DAYS = 30;

async function sendAccountEmail(kind: 'verify' | 'recover', user: Pick<UserRecord, 'email'>, language: Language, link: string) {
  const { subject, html, text } = accountEmail(kind, language, link);
  await sendEmail({ from: systemSender(), to: user.email, subject, html, text, tags: { kind } });
}

export const authService = {
  async register(body: RegisterBody): Promise<void> {
    const accountId = ulid();
    // The new account's default policy already forbids its company name and UID in the password.
    checkNewPassword(body.password, body.passwordRepeat, effectivePolicy(DEFAULT_PASSWORD_POLICY, { id: accountId, name: body.company }));
    const now = new Date();
    const user: UserRecord = {
      id: ulid(), email: body.email, name: body.name, role: 'USER', activated: false, onboarded: false, banned: false,
      prefs: { ...DEFAULT_PREFS, language: body.language }, defaultAccountId: accountId, passwordVersion: 1, createdAt: now.toISOString(),
    };
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
    await rememberPassword(user.id, body.password);
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

  login: (body: { email: string; password: string; code?: string }, ctx: RequestContext) => login(body, ctx),

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

  async recover(body: z.infer<typeof RecoverBody>, ctx: RequestContext): Promise<void> {
    const result = await verifyToken('recover', body.token);
    if (!result.ok) throw new BadRequestError('AUTH_TOKEN_INVALID', { reason: result.reason });
    const user = await usersRepository.getUser(String(result.claims.sub));
    // A password change bumps the version, so each link works once.
    if (!user || user.passwordVersion !== result.claims.pv) throw new BadRequestError('AUTH_TOKEN_INVALID', { reason: 'used' });
    await setNewPassword(user, body.password, body.passwordRepeat);
    // Proving control of the mailbox also proves the address, so an unverified account is activated.
    await usersRepository.updateUser(user.id, { passwordVersion: user.passwordVersion + 1, activated: true });
    await authRepository.deleteUserSessions(user.id);
    await authRepository.clearFailedAttempts(user.email);
    await securityHistory.activity({ ip: ctx.ip, userAgent: ctx.userAgent }, { userId: user.id, accountId: user.defaultAccountId, email: user.email }, 'password_recovered');
  },
};

