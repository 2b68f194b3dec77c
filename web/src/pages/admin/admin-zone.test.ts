import { describe, expect, it } from 'vitest';
import { ADMIN_QUEUE_IDS, type AdminQueue } from '@shared/schemas/admin';
import en from '@web/i18n/admin.en.json';
import pl from '@web/i18n/admin.pl.json';
import { APP_PAGES, NAV_SECTIONS, isHiddenPage, pageByPath } from '@web/app/app-pages';
import { ADMIN_PATHS, accountPath } from './common/paths';
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
    for (const s of NAV_SECTIONS.filter((x) => x !== section)) for (const item of s.items) expect(item.href.startsWith('/admin')).toBe(false);
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

  it('link to an account by its id', () => {
    expect(accountPath('01ABC')).toBe('/admin/accounts/01ABC');
    expect(accountPath('a/b')).toBe('/admin/accounts/a%2Fb');
  });
});

describe('dead-letter queues', () => {
  const queue = (dlq: AdminQueue['dlq']): AdminQueue => ({ id: 'send', name: 'q', counts: { visible: 4, inFlight: 0, delayed: 0 }, maxReceiveCount: 5, dlq });
  const counts = (visible: number, inFlight = 0) => ({ visible, inFlight, delayed: 0 });

  it('stand out as soon as one holds a message, waiting or being looked at', () => {
    expect(dlqNeedsAttention(queue({ name: 'd', counts: counts(0) }))).toBe(false);
    expect(dlqNeedsAttention(queue({ name: 'd', counts: counts(1) }))).toBe(true);
    expect(dlqNeedsAttention(queue({ name: 'd', counts: counts(0, 2) }))).toBe(true);
    expect(dlqNeedsAttention(queue(null))).toBe(false);
  });
});
