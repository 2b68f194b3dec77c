import { ulid } from 'ulid';
import type { PermissionMap } from '@shared/permissions';
import { fullVersions } from '@shared/versions';

export interface BenchAccountOptions {
  /** The account's blacklist switch (off unless asked). */
  blacklist?: boolean;
  /** The administrator's permissions on the account (none unless given: services called directly check none). */
  permissions?: PermissionMap;
  /** The administrator's address, on the user and the principal alike (`bench-<user id>@example.com` unless given). */
  email?: string;
}

/**
 * A premium account with one administrator, made straight in the repositories (a benchmark's setup,
 * never counted), and the principal the services take for that administrator. Import it after the
 * emulator's environment is set: the repositories read it when first used.
 */
export async function benchAccount(options: BenchAccountOptions = {}) {
  const { usersRepository } = await import('@functions/users/repository');
  const { DEFAULT_PREFS } = await import('@shared/schemas/user');
  const accountId = ulid();
  const userId = ulid();
  const at = new Date().toISOString();
  const email = options.email ?? `bench-${userId.toLowerCase()}@example.com`;
  const permissions = options.permissions ?? {};
  await usersRepository.createUserWithAccount(
    {
      id: userId,
      email,
      name: 'Bench',
      role: 'USER',
      activated: true,
      onboarded: true,
      banned: false,
      prefs: DEFAULT_PREFS,
      defaultAccountId: accountId,
      passwordVersion: 1,
      createdAt: at,
    },
    {
      id: accountId,
      name: 'Bench',
      plan: 'premium',
      ownerId: userId,
      createdAt: at,
      trialEndsAt: at,
      config: { blacklist_enabled: options.blacklist ?? false },
    },
    { accountId, userId, role: 'ADMIN', permissions, language: 'pl' },
  );
  const principal = {
    userId,
    email,
    accountId,
    sessionId: 'bench',
    permissions,
    versions: fullVersions(),
    onboarded: true,
    platformRole: 'USER' as const,
    segmentIds: [],
  };
  return { accountId, userId, email, principal };
}
