import { afterEach, describe, expect, it, vi } from 'vitest';
import { LAST_SEEN_WRITE_INTERVAL_MS, ONLINE_WINDOW_MS } from '@shared/rules/presence';
import { loggedIn } from './helpers';
import { addAndLogin, addMember, grantSuperAdmin, memberIn } from './users-helpers';

const { usersRepository } = await import('@functions/users/repository');

/** Puts a user's last activity `ms` ago (the write's own condition is moved out of the way). */
const lastSeenAgo = (userId: string, ms: number) => usersRepository.recordLastSeen(userId, new Date(Date.now() - ms).toISOString(), '9999');

afterEach(() => vi.restoreAllMocks());

describe('user administration: online or offline (spec sections 3 and 4)', () => {
  it('shows a member online after a request of theirs, and offline once their last activity is older than the window', async () => {
    const { session } = await loggedIn();
    const member = await addAndLogin(session);
    expect((await member.session.call('GET', '/users/me')).status).toBe(200);
    const seen = await memberIn(session, member.id);
    expect(seen).toMatchObject({ online: true });
    expect(Date.now() - Date.parse(seen.lastSeenAt)).toBeLessThan(60_000);

    await lastSeenAgo(member.id, ONLINE_WINDOW_MS + 60_000);
    expect(await memberIn(session, member.id)).toMatchObject({ online: false });
    // Their next request brings them back.
    await member.session.call('GET', '/users/me');
    expect(await memberIn(session, member.id)).toMatchObject({ online: true });
  });

  it('shows an invitee who never signed in offline, with no last activity', async () => {
    const { session } = await loggedIn();
    const invited = await addMember(session);
    const listed = await memberIn(session, invited.id);
    expect(listed).toMatchObject({ online: false });
    expect(listed.lastSeenAt).toBeUndefined();
  });

  it('a session refresh counts as activity', async () => {
    const { session, account } = await loggedIn();
    await lastSeenAgo(account.userId, ONLINE_WINDOW_MS + 60_000);
    expect((await session.call('POST', '/auth/refresh', { json: {} })).status).toBe(200);
    expect(Date.now() - Date.parse((await usersRepository.getUser(account.userId))!.lastSeenAt!)).toBeLessThan(60_000);
  });

  it('writes the last activity at most once for a burst of requests', async () => {
    const { session, account } = await loggedIn();
    await lastSeenAgo(account.userId, LAST_SEEN_WRITE_INTERVAL_MS + 1000);
    const writes = vi.spyOn(usersRepository, 'recordLastSeen');
    const burst = await Promise.all(Array.from({ length: 6 }, () => session.call('GET', '/users/me')));
    expect(burst.map((r) => r.status)).toEqual(Array(6).fill(200));
    const written = await Promise.all(writes.mock.results.map((r) => r.value as Promise<boolean>));
    expect(written.filter(Boolean)).toHaveLength(1);
    const after = (await usersRepository.getUser(account.userId))!.lastSeenAt;

    // Requests within the minute that follows do not even try to write.
    writes.mockClear();
    for (let i = 0; i < 3; i++) await session.call('GET', '/users/me');
    expect(writes).not.toHaveBeenCalled();
    expect((await usersRepository.getUser(account.userId))!.lastSeenAt).toBe(after);
  });

  it('the admin zone lists an account’s members online or offline', async () => {
    const { session: admin, account: adminAccount } = await loggedIn();
    await grantSuperAdmin(adminAccount.email);
    const { session, account } = await loggedIn();
    const member = await addAndLogin(session);
    await lastSeenAgo(member.id, ONLINE_WINDOW_MS * 2);
    const res = await admin.call('GET', `/admin/accounts/${account.accountId}`);
    expect(res.status).toBe(200);
    const byId = Object.fromEntries((res.body.members as any[]).map((m) => [m.userId, m]));
    expect(byId[account.userId]).toMatchObject({ online: true });
    expect(byId[member.id]).toMatchObject({ online: false });
  });
});
