import { randomUUID } from 'node:crypto';
import { ulid } from 'ulid';
import type { LostPasswordBody, RecoverBody, RegisterBody } from '@shared/schemas/auth';
import { DEFAULT_PREFS } from '@shared/schemas/user';
import type { Language } from '@shared/constants';
import { BadRequestError, ValidationError } from '@functions/platform/errors';
import { withAnswerFloor } from '@functions/platform/answer-floor';
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
import { accountEmail, registeredAgainEmail } from './emails';
import { identityProvider } from './identity-provider';
import { authRepository } from './repository';
import { login } from './login';
import { endSession, refreshSession } from './session';
import type { z } from 'zod';

const VERIFY_TTL_SECONDS = 48 * 3600;
const RECOVER_TTL_SECONDS = 3600;
const RECOVER_MAIL_WINDOW_SECONDS = 60;
const TRIAL_DAYS = 30;

/**
 * Registration and lost-password answer no sooner than this, whichever way they go, so their time
 * does not tell whether an address has a user (their words and status never do). Above the slowest
 * path (a new account: the database, two identity-store calls, hashing, one e-mail: about 130 ms
 * against the emulator, a few hundred in AWS); an overrun is logged (`work overran its answer floor`).
 */
export const ANSWER_FLOOR_MS = 1000;

async function sendAccountEmail(kind: 'verify' | 'recover', user: Pick<UserRecord, 'email'>, language: Language, link: string) {
  const { subject, html, text } = accountEmail(kind, language, link);
  await sendEmail({ from: systemSender(), to: user.email, subject, html, text, tags: { kind } });
}

const recoverLink = async (user: Pick<UserRecord, 'id' | 'passwordVersion'>) =>
  `${await getPublicBaseUrl()}/recover?token=${encodeURIComponent(await signToken('recover', { sub: user.id, pv: user.passwordVersion, n: randomUUID() }, RECOVER_TTL_SECONDS))}`;

/**
 * Someone signed up with an address that already has a user: the registration answers as for a new
 * one, and the address's owner is told instead, with the way to sign in or to set a new password
 * (at most one such e-mail a minute, like the recovery e-mail). A banned user gets nothing, as for a
 * lost password.
 */
async function tellRegisteredAgain(userId: string, language: Language): Promise<void> {
  const user = await usersRepository.getUser(userId);
  if (!user || user.banned) return;
  if (!(await authRepository.claimMailSlot('registered-again', user.id, RECOVER_MAIL_WINDOW_SECONDS))) {
    logger.info('registered-again e-mail throttled', { userId: user.id });
    return;
  }
  const { subject, html, text } = registeredAgainEmail(
    user.prefs.language ?? language,
    `${await getPublicBaseUrl()}/login`,
    await recoverLink(user),
  );
  await sendEmail({ from: systemSender(), to: user.email, subject, html, text, tags: { kind: 'registered-again' } });
}

async function createAccount(body: RegisterBody, accountId: string): Promise<void> {
  const known = await usersRepository.findUserIdByEmail(body.email);
  if (known) return tellRegisteredAgain(known, body.language);
  const now = new Date();
  const user: UserRecord = {
    id: ulid(),
    email: body.email,
    name: body.name,
    role: 'USER',
    activated: false,
    onboarded: false,
    banned: false,
    prefs: { ...DEFAULT_PREFS, language: body.language },
    defaultAccountId: accountId,
    passwordVersion: 1,
    createdAt: now.toISOString(),
  };
  const created = await usersRepository.createUserWithAccount(
    user,
    {
      id: accountId,
      name: body.company,
      plan: 'trial',
      ownerId: user.id,
      createdAt: user.createdAt,
      trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86400_000).toISOString(),
      config: { blacklist_enabled: true },
    },
    { accountId, userId: user.id, role: 'ADMIN', permissions: ownerPermissions(), language: body.language },
  );
  if (!created) {
    // The address was taken between the look-up and the write (two sign-ups at once).
    const taken = await usersRepository.findUserIdByEmail(body.email);
    if (taken) await tellRegisteredAgain(taken, body.language);
    return;
  }
  try {
    await identityProvider.createUser(user.email, body.password);
  } catch (error) {
    await usersRepository.deleteUserWithAccount(user, accountId);
    // The identity store knows an address the database does not (a half-finished deletion): nobody to tell.
    if ((error as { name?: string }).name === 'UsernameExistsException') {
      logger.warn('identity store holds an address without a user', { userId: user.id });
      return;
    }
    if ((error as { name?: string }).name === 'InvalidPasswordException') throw ValidationError.field('password', 'PASSWORD_WEAK');
    throw error;
  }
  await rememberPassword(user.id, body.password);
  const token = await signToken('verify', { sub: user.id }, VERIFY_TTL_SECONDS);
  await sendAccountEmail('verify', user, body.language, `${await getPublicBaseUrl()}/verify?token=${encodeURIComponent(token)}`);
}

export const authService = {
  /**
   * Answers the same — 201, the same body, in the same time (ANSWER_FLOOR_MS) — for a new address
   * and for one that has a user (whose owner is e-mailed instead), so it cannot be used to learn
   * which addresses have accounts. Only what does not depend on the address (the password's rules)
   * is refused at once.
   */
  async register(body: RegisterBody): Promise<void> {
    const accountId = ulid();
    // The new account's default policy already forbids its company name and UID in the password.
    checkNewPassword(body.password, body.passwordRepeat, effectivePolicy(DEFAULT_PASSWORD_POLICY, { id: accountId, name: body.company }));
    await withAnswerFloor(ANSWER_FLOOR_MS, 'register', () => createAccount(body, accountId));
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

  /** Always answers the same way, in the same time (ANSWER_FLOOR_MS), so it cannot be used to learn which addresses have accounts. */
  async lostPassword(body: z.infer<typeof LostPasswordBody>): Promise<void> {
    await withAnswerFloor(ANSWER_FLOOR_MS, 'lost-password', async () => {
      const userId = await usersRepository.findUserIdByEmail(body.email);
      const user = userId ? await usersRepository.getUser(userId) : undefined;
      if (!user || user.banned) return;
      if (!(await authRepository.claimMailSlot('recover', user.id, RECOVER_MAIL_WINDOW_SECONDS))) {
        logger.info('recovery e-mail throttled', { userId: user.id });
        return;
      }
      await sendAccountEmail('recover', user, user.prefs.language ?? body.language, await recoverLink(user));
    });
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
    await securityHistory.activity(
      { ip: ctx.ip, userAgent: ctx.userAgent },
      { userId: user.id, accountId: user.defaultAccountId, email: user.email },
      'password_recovered',
    );
  },
};
