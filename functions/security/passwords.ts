import { checkPassword, type PasswordPolicy } from '@shared/schemas/auth';
import { isPasswordExpired, PASSWORD_HISTORY_SIZE } from '@shared/rules/password-policy';
import { combinePolicies, type CombinedPolicy } from '@shared/rules/policy-combination';
import { nowIso } from '@functions/platform/dynamo';
import { ValidationError } from '@functions/platform/errors';
import { identityProvider } from '@functions/auth/identity-provider';
import { usersRepository, type UserRecord } from '@functions/users/repository';
import { hashPassword, matchesAny } from './password-hash';
import { securityRepository, type PolicyRecord } from './repository';

/** An account that never saved a policy: the spec's weakest minimum, no forced change, no allow-list. */
export const DEFAULT_POLICY: PolicyRecord = { minLength: 8, forceChangeDays: 0, forbiddenPhrases: [], ipAllowList: [] };

export async function accountPolicy(accountId: string): Promise<PolicyRecord> {
  return (await securityRepository.getPolicy(accountId)) ?? DEFAULT_POLICY;
}

export interface UserPasswordRules {
  policy: PasswordPolicy;
  /** 0 when no account forces a change. */
  forceChangeDays: number;
  /** The whole combination, with the accounts that impose each rule (shown on /account). */
  combined: CombinedPolicy;
}

/**
 * One password serves every account a user belongs to, so it must satisfy all of them: the
 * strictest of each rule (shared/rules/policy-combination.ts). Only accounts the user is a member of
 * count: an invitation they have not accepted imposes nothing.
 */
export async function userPasswordRules(userId: string): Promise<UserPasswordRules> {
  const memberships = await usersRepository.listMemberships(userId);
  const accounts = await Promise.all(
    memberships.map(async (m) => ({ account: await usersRepository.getAccount(m.accountId), policy: await accountPolicy(m.accountId) })),
  );
  const combined = combinePolicies(
    accounts.flatMap(({ account, policy }) => (account ? [{ account: { id: account.id, name: account.name }, rules: policy }] : [])),
  );
  return { policy: combined.policy, forceChangeDays: combined.forceChangeDays, combined };
}

/** The rules and the repeat, each broken rule with its own catalogue code on its field. */
export function checkNewPassword(password: string, repeat: string, policy: PasswordPolicy): void {
  const broken = checkPassword(password, policy);
  if (broken) throw ValidationError.field('password', broken.code, broken.params);
  if (password !== repeat) throw ValidationError.field('passwordRepeat', 'PASSWORD_DIFFERENT');
}

/** The new password differs from the current one (Cognito checks it) and from the remembered earlier ones. */
export async function assertNotReused(user: Pick<UserRecord, 'id' | 'email'>, password: string): Promise<void> {
  if (await identityProvider.checkPassword(user.email, password)) throw ValidationError.field('password', 'PASSWORD_SAME_AS_OLD');
  const record = await securityRepository.getPasswords(user.id);
  if (record && (await matchesAny(password, record.history))) throw ValidationError.field('password', 'PASSWORD_ALREADY_USED');
}

/** Records a password just set: its slow hash joins the history (the oldest drops off) and the change time restarts. */
export async function rememberPassword(userId: string, password: string): Promise<void> {
  const [record, entry] = await Promise.all([securityRepository.getPasswords(userId), hashPassword(password)]);
  await securityRepository.putPasswords(userId, {
    history: [entry, ...(record?.history ?? [])].slice(0, PASSWORD_HISTORY_SIZE),
    changedAt: nowIso(),
  });
}

/**
 * Users whose password predates the history (seeded, or made before it existed) get it remembered
 * at their next login, the one moment the plaintext is known; its age still counts from the user's
 * creation.
 */
export async function rememberExistingPassword(user: Pick<UserRecord, 'id' | 'createdAt'>, password: string): Promise<void> {
  if (await securityRepository.getPasswords(user.id)) return;
  await securityRepository.putPasswords(user.id, { history: [await hashPassword(password)], changedAt: user.createdAt });
}

/** When the current password was set: its record, or the account's creation for users from before the history. */
export async function passwordChangedAt(user: Pick<UserRecord, 'id' | 'createdAt'>): Promise<string> {
  return (await securityRepository.getPasswords(user.id))?.changedAt ?? user.createdAt;
}

export async function isUserPasswordExpired(user: Pick<UserRecord, 'id' | 'createdAt'>, rules: UserPasswordRules): Promise<boolean> {
  if (rules.forceChangeDays <= 0) return false;
  return isPasswordExpired(await passwordChangedAt(user), rules.forceChangeDays);
}

/**
 * Sets a new password for a known user: the account rules, the repeat, no reuse; then Cognito and
 * the history. Callers bump the user's password version, which kills old recovery links.
 */
export async function setNewPassword(user: UserRecord, password: string, repeat: string): Promise<void> {
  const rules = await userPasswordRules(user.id);
  checkNewPassword(password, repeat, rules.policy);
  await assertNotReused(user, password);
  await identityProvider.setPassword(user.email, password);
  await rememberPassword(user.id, password);
}
