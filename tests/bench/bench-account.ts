import { ulid } from 'ulid';
import { fullVersions } from '@shared/versions';

/**
 * A premium account with one administrator, made straight in the repositories (a benchmark's setup,
 * never counted), and the principal the services take for that administrator. Import it after the
 * emulator's environment is set: the repositories read it when first used.
 */
export async function benchAccount(options: { blacklist?: boolean } = {}) {
  const { usersRepository } = await import('@functions/users/repository');
  const { DEFAULT_PREFS } = await import('@shared/schemas/user');
  const accountId = ulid();
  const userId = ulid();
  const at = new Date().toISOString();
  await usersRepository.createUserWithAccount(
    {
      id: userId,
      email: `bench-${userId}@example.com`,
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
    { accountId, userId, role: 'ADMIN', permissions: {}, language: 'pl' },
  );
  const principal = {
    userId,
    email: 'bench@example.com',
    accountId,
    sessionId: 'bench',
    permissions: {},
    versions: fullVersions(),
    onboarded: true,
    platformRole: 'USER' as const,
    segmentIds: [],
  };
  return { accountId, userId, principal };
}
