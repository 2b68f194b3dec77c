import { isIpAllowed } from '@shared/rules/ip-allow-list';
import { passwordExpiresAt } from '@shared/rules/password-policy';
import type { ChangePasswordBody, MySecurity, SaveSecurityPolicyBody, SecurityPolicy } from '@shared/schemas/security';
import { nowIso } from '@functions/platform/dynamo';
import { NotFoundError, ValidationError } from '@functions/platform/errors';
import type { Principal, SessionContext } from '@functions/platform/http';
import { authRepository } from '@functions/auth/repository';
import { identityProvider } from '@functions/auth/identity-provider';
import { usersRepository, type UserRecord } from '@functions/users/repository';
import { securityHistory, type Origin } from './history';
import { accountPolicy, passwordChangedAt, setNewPassword, userPasswordRules } from './passwords';
import { requireProof } from './proof-budget';
import { securityRepository } from './repository';
import { twoFactor } from './two-factor';

async function currentUser(principal: Principal): Promise<UserRecord> {
  const user = await usersRepository.getUser(principal.userId);
  if (!user) throw new NotFoundError('USER_NOT_FOUND');
  return user;
}

const origin = (ctx: SessionContext): Origin => ({ ip: ctx.ip, userAgent: ctx.userAgent });
const who = (user: UserRecord, principal: Principal) => ({ userId: user.id, accountId: principal.accountId, email: user.email });

const toPolicy = (p: Awaited<ReturnType<typeof accountPolicy>>): SecurityPolicy => ({
  minLength: p.minLength,
  forceChangeDays: p.forceChangeDays,
  forbiddenPhrases: p.forbiddenPhrases,
  ipAllowList: p.ipAllowList,
  updatedAt: p.updatedAt,
});

/** The signed-in user's own security (password, 2FA, sessions) and the account's policy. */
export const securityService = {
  async me(principal: Principal): Promise<MySecurity> {
    const user = await currentUser(principal);
    const [rules, changedAt, enabled] = await Promise.all([
      userPasswordRules(user.id),
      passwordChangedAt(user),
      twoFactor.isEnabled(user.id),
    ]);
    return {
      twoFactorEnabled: enabled,
      passwordChangedAt: changedAt,
      passwordExpiresAt: passwordExpiresAt(changedAt, rules.forceChangeDays)?.toISOString() ?? null,
      passwordPolicy: rules.policy,
      effectivePolicy: {
        minLength: rules.policy.minLength,
        forceChangeDays: rules.forceChangeDays,
        historySize: rules.combined.historySize,
        imposedBy: rules.combined.imposedBy,
      },
    };
  },

  /** The old password proves it is the user (counted in the in-session proof budget); every other session ends (a thief's too). */
  async changePassword(ctx: SessionContext, body: ChangePasswordBody): Promise<void> {
    const user = await currentUser(ctx.principal);
    await requireProof(
      user.id,
      () => identityProvider.checkPassword(user.email, body.oldPassword),
      (attemptsLeft) => ValidationError.field('oldPassword', 'PASSWORD_INCORRECT', { attemptsLeft }),
    );
    await setNewPassword(user, body.password, body.passwordRepeat);
    await usersRepository.updateUser(user.id, { passwordVersion: user.passwordVersion + 1 });
    await authRepository.deleteUserSessions(user.id, ctx.principal.sessionId);
    await securityHistory.activity(origin(ctx), who(user, ctx.principal), 'password_changed');
  },

  async twoFactorSetup(principal: Principal) {
    return twoFactor.setup(await currentUser(principal));
  },

  async twoFactorEnable(ctx: SessionContext, code: string): Promise<void> {
    const user = await currentUser(ctx.principal);
    await twoFactor.enable(user.id, code);
    await securityHistory.activity(origin(ctx), who(user, ctx.principal), 'two_factor_enabled');
  },

  async twoFactorDisable(ctx: SessionContext, proof: { code?: string; password?: string }): Promise<void> {
    const user = await currentUser(ctx.principal);
    await twoFactor.disable(user, proof);
    await securityHistory.activity(origin(ctx), who(user, ctx.principal), 'two_factor_disabled');
  },

  async endOtherSessions(ctx: SessionContext): Promise<void> {
    const user = await currentUser(ctx.principal);
    await authRepository.deleteUserSessions(user.id, ctx.principal.sessionId);
    await securityHistory.activity(origin(ctx), who(user, ctx.principal), 'sessions_ended');
  },

  async getPolicy(accountId: string): Promise<SecurityPolicy> {
    return toPolicy(await accountPolicy(accountId));
  },

  /**
   * An allow-list that leaves out the address the administrator is saving it from would lock them
   * out on their next login: refused with the address named, so they can add it.
   */
  async savePolicy(ctx: SessionContext, body: SaveSecurityPolicyBody): Promise<SecurityPolicy> {
    if (body.ipAllowList.length > 0 && !isIpAllowed(body.ipAllowList, ctx.ip)) {
      throw ValidationError.field('ipAllowList', 'IP_SELF_LOCKOUT', { ip: ctx.ip });
    }
    const record = { ...body, forbiddenPhrases: [...new Set(body.forbiddenPhrases)], updatedAt: nowIso(), updatedBy: ctx.principal.userId };
    await securityRepository.putPolicy(ctx.principal.accountId, record);
    const user = await currentUser(ctx.principal);
    await securityHistory.activity(origin(ctx), who(user, ctx.principal), 'policy_changed');
    return toPolicy(record);
  },

  loginHistory: (scope: { user: string } | { account: string }, limit: number, cursor?: string) =>
    securityRepository.listLogins(scope, limit, cursor),
  activity: (scope: { user: string } | { account: string }, limit: number, cursor?: string) =>
    securityRepository.listActivity(scope, limit, cursor),
};
