import { fullPermissions } from '@shared/permissions';
import type { FeatureLimits } from '@shared/roles';
import { resolveVersions } from '@shared/versions';
import type { CurrentUser } from '@shared/schemas/user';
import { BadRequestError, NotFoundError } from '@functions/platform/errors';
import { config } from '@functions/platform/config';
import type { Principal } from '@functions/platform/http';
import { avatarStore } from '@functions/profile/avatar-store';
import { usersRepository, type AccountRecord, type MembershipRecord, type UserRecord } from './repository';

/** Plan limits; the trial's come from spec section 9. */
const PLAN_LIMITS: Record<AccountRecord['plan'], { subscribers: number; emailsPerMonth: number; users: number }> = {
  trial: { subscribers: 1000, emailsPerMonth: 12000, users: 3 },
  standard: { subscribers: 10_000, emailsPerMonth: 120_000, users: 5 },
  advanced: { subscribers: 100_000, emailsPerMonth: 1_200_000, users: 20 },
  premium: { subscribers: 1_000_000, emailsPerMonth: 12_000_000, users: 100 },
};

export const planLimits = (plan: AccountRecord['plan']) => PLAN_LIMITS[plan];
/** Plans with scoring (issue 18): advanced and premium; trial and standard have none. */
const SCORING_PLANS: ReadonlySet<AccountRecord['plan']> = new Set(['advanced', 'premium']);
/**
 * The plan's feature limits. AI is not built yet, so no account has it. A limit that is off drops its
 * permission out of the permissions-admin test (spec section 6).
 */
export const featureLimits = (account: Pick<AccountRecord, 'plan'>): FeatureLimits => ({
  scoring: SCORING_PLANS.has(account.plan),
  ai: false,
});

export function toCurrentUser(
  user: UserRecord,
  account: AccountRecord,
  membership: MembershipRecord,
  avatarUrl: string | null = null,
): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : membership.role,
    activated: user.activated,
    onboarded: user.onboarded,
    avatarUrl,
    prefs: user.prefs,
    account: { id: account.id, name: account.name, plan: account.plan, fourEye: account.fourEye === true },
    segmentIds: membership.segmentIds ?? [],
    permissions: {
      permissions: membership.permissions,
      versions: resolveVersions(membership.versions),
      limits: { ...PLAN_LIMITS[account.plan], ...featureLimits(account) },
      config: {
        blacklist_enabled: account.config.blacklist_enabled,
        gsm_other_prefixes: account.config.gsm_other_prefixes === true,
        local_dev_tools: config.devTools,
      },
      prefs: user.prefs,
    },
  };
}

export async function loadCurrentUser(userId: string, accountId: string): Promise<CurrentUser> {
  const [user, account, membership] = await Promise.all([
    usersRepository.getUser(userId),
    usersRepository.getAccount(accountId),
    usersRepository.getMembership(accountId, userId),
  ]);
  // Spec section 8: the current-user call answers 400 USER_NOT_FOUND, which sends the web app to login.
  if (!user || !account || !membership) throw new BadRequestError('USER_NOT_FOUND');
  return toCurrentUser(user, account, membership, user.avatarKey ? await avatarStore.url(user.avatarKey) : null);
}

export const usersService = {
  me: (principal: Principal) => loadCurrentUser(principal.userId, principal.accountId),

  async updatePrefs(principal: Principal, prefs: Partial<UserRecord['prefs']>): Promise<CurrentUser> {
    const user = await usersRepository.getUser(principal.userId);
    if (!user) throw new NotFoundError('USER_NOT_FOUND');
    await usersRepository.updateUser(principal.userId, { prefs: { ...user.prefs, ...prefs } });
    return loadCurrentUser(principal.userId, principal.accountId);
  },
};

/** The owner of a new account holds every permission but the four-eye pair. */
export const ownerPermissions = fullPermissions;
