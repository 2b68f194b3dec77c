import { describe, expect, it } from 'vitest';
import { ADMIN_QUEUE_IDS, type AdminMember, type AdminQueue } from '@shared/schemas/admin';
import en from '@shared/i18n/en/admin.json';
import pl from '@shared/i18n/pl/admin.json';
import { APP_PAGES, NAV_SECTIONS, isHiddenPage, pageByPath } from '@web/app/app-pages';
import { memberDeleteReason } from './account-details/member-delete';
import { ADMIN_PATHS, accountPath, userPath } from './common/paths';
import type { AdminUserDetails } from '@shared/schemas/admin-users';
import { userDeleteReason } from './user-details/user-delete';
import { admin } from './pages';
import { dlqNeedsAttention } from './queues/table-config';

describe('admin zone pages', () => {
  it('are all super-administrator pages, wired into the app and its own nav section', () => {
    expect(admin.pages.length).toBeGreaterThanOrEqual(4);
    for (const page of admin.pages) {
      expect(page.path.startsWith('/admin/'), page.path).toBe(true);
      expect(page).toMatchObject({ superAdmin: true, permission: null });
      expect(APP_PAGES).toContain(page);
    }
    const section = NAV_SECTIONS.find((s) => s.textKey === 'nav.admin');
    expect(section?.items).toEqual(admin.nav);
    for (const item of admin.nav) expect(pageByPath(item.href)?.superAdmin, item.href).toBe(true);
    // No other section links into the admin zone.
    for (const s of NAV_SECTIONS.filter((x) => x !== section))
      for (const item of s.items) expect(item.href.startsWith('/admin')).toBe(false);
  });

  it('do not exist for anyone but a super administrator; other pages are unaffected', () => {
    const accounts = pageByPath(ADMIN_PATHS.accounts)!;
    expect(isHiddenPage(accounts, 'SUPER_ADMIN')).toBe(false);
    expect(isHiddenPage(accounts, 'ADMIN')).toBe(true);
    expect(isHiddenPage(accounts, 'USER')).toBe(true);
    expect(isHiddenPage(accounts, undefined)).toBe(true);
    expect(isHiddenPage(pageByPath('/')!, 'USER')).toBe(false);
  });

  it('name every queue the zone shows, in both languages', () => {
    for (const id of ADMIN_QUEUE_IDS) {
      expect(en.admin.queues.names[id], id).toBeTruthy();
      expect(pl.admin.queues.names[id], id).toBeTruthy();
    }
  });

  it('link to an account and a user by their ids', () => {
    expect(accountPath('01ABC')).toBe('/admin/accounts/01ABC');
    expect(accountPath('a/b')).toBe('/admin/accounts/a%2Fb');
    expect(userPath('01USR')).toBe('/admin/users/01USR');
  });
});

describe('deleting an account member in the admin zone', () => {
  const member = (userId: string, over: Partial<AdminMember> = {}): AdminMember => ({
    userId,
    email: `${userId}@example.com`,
    name: userId,
    role: 'USER',
    roleId: 'editor',
    platformRole: 'USER',
    activated: true,
    banned: false,
    locked: false,
    owner: false,
    addedAt: null,
    online: false,
    lastSeenAt: null,
    ...over,
  });
  const owner = member('owner', { role: 'ADMIN', owner: true });
  const admin = member('admin', { role: 'ADMIN' });
  const editor = member('editor');

  it('offers administrators, but never the creator, the last administrator who can sign in, or oneself', () => {
    const all = [owner, admin, editor];
    expect(memberDeleteReason(all, 'operator', admin)).toBeNull();
    expect(memberDeleteReason(all, 'operator', editor)).toBeNull();
    expect(memberDeleteReason(all, 'operator', owner)).toBe('USER_OWNER_PROTECTED');
    expect(memberDeleteReason([{ ...owner, role: 'USER' }, admin, editor], 'operator', admin)).toBe('USER_LAST_ADMIN');
    expect(memberDeleteReason([owner, { ...admin, locked: true }], 'operator', { ...admin, locked: true })).toBeNull();
    expect(memberDeleteReason(all, 'editor', editor)).toBe('USER_CANNOT_DELETE_SELF');
  });
});

describe('deleting a platform user in the admin zone', () => {
  const membership = (accountId: string, deleteBlocker: AdminUserDetails['memberships'][number]['deleteBlocker'] = null) => ({
    accountId,
    accountName: accountId,
    role: 'USER' as const,
    roleId: 'editor',
    owner: deleteBlocker === 'USER_OWNER_PROTECTED',
    banned: false,
    locked: false,
    deleteBlocker,
  });
  const user = (over: Partial<AdminUserDetails> = {}): AdminUserDetails => ({
    id: 'u1',
    email: 'u1@example.com',
    name: 'U',
    platformRole: 'USER',
    activated: true,
    banned: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    lastSeenAt: null,
    online: false,
    twoFactorEnabled: false,
    onboarded: true,
    deletedAt: null,
    deletedBy: null,
    deletedByEmail: null,
    memberships: [membership('a'), membership('b')],
    ...over,
  });

  it('is offered unless an account keeps them, they are the operator, or they are gone already', () => {
    expect(userDeleteReason(user(), 'operator')).toBeNull();
    expect(userDeleteReason(user(), 'u1')).toBe('USER_CANNOT_DELETE_SELF');
    expect(userDeleteReason(user({ memberships: [membership('a'), membership('b', 'USER_LAST_ADMIN')] }), 'operator')).toBe(
      'USER_LAST_ADMIN',
    );
    expect(userDeleteReason(user({ memberships: [membership('a', 'USER_OWNER_PROTECTED')] }), 'operator')).toBe('USER_OWNER_PROTECTED');
    expect(userDeleteReason(user({ deletedAt: '2026-02-01T00:00:00.000Z', memberships: [] }), 'operator')).toBe('deleted');
  });
});

describe('dead-letter queues', () => {
  const queue = (dlq: AdminQueue['dlq']): AdminQueue => ({
    id: 'send',
    name: 'q',
    counts: { visible: 4, inFlight: 0, delayed: 0 },
    maxReceiveCount: 5,
    dlq,
  });
  const counts = (visible: number, inFlight = 0) => ({ visible, inFlight, delayed: 0 });

  it('stand out as soon as one holds a message, waiting or being looked at', () => {
    expect(dlqNeedsAttention(queue({ name: 'd', counts: counts(0) }))).toBe(false);
    expect(dlqNeedsAttention(queue({ name: 'd', counts: counts(1) }))).toBe(true);
    expect(dlqNeedsAttention(queue({ name: 'd', counts: counts(0, 2) }))).toBe(true);
    expect(dlqNeedsAttention(queue(null))).toBe(false);
  });
});
