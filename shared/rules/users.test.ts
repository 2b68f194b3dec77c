import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  adminDeleteError,
  adminsLeftError,
  emailDomainError,
  lastAdminError,
  ownerActionError,
  selfActionError,
  userLimitError,
  type AdminFacts,
  type MemberAction,
} from './users';

const ACTIONS: MemberAction[] = ['delete', 'edit', 'lock', 'activate', 'logout'];
const id = fc.constantFrom('a', 'b', 'c', 'd');

describe('selfActionError', () => {
  it('refuses every action on oneself with its code, and nothing on others', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ACTIONS), id, id, (action, actor, target) => {
        const code = selfActionError(action, actor, target);
        if (actor !== target) expect(code).toBeNull();
        else expect(code).toBe(action === 'delete' ? 'USER_CANNOT_DELETE_SELF' : 'USER_CANNOT_EDIT_SELF');
      }),
    );
  });
});

describe('ownerActionError', () => {
  it('protects the account creator from removal, locking and blocking, not from edits or activation', () => {
    expect(ownerActionError('delete', 'o', 'o')).toBe('USER_OWNER_PROTECTED');
    expect(ownerActionError('lock', 'o', 'o')).toBe('USER_OWNER_PROTECTED');
    expect(ownerActionError('activate', 'o', 'o', true)).toBe('USER_OWNER_PROTECTED');
    expect(ownerActionError('activate', 'o', 'o', false)).toBeNull();
    expect(ownerActionError('edit', 'o', 'o')).toBeNull();
    expect(ownerActionError('logout', 'o', 'o')).toBeNull();
    for (const action of ACTIONS) expect(ownerActionError(action, 'o', 'x', true)).toBeNull();
  });
});

describe('adminDeleteError', () => {
  it('lets only a super administrator delete an administrator; anyone else is judged by the other rules', () => {
    expect(adminDeleteError(true, false)).toBe('USER_ADMIN_DELETE_SUPER_ADMIN_ONLY');
    expect(adminDeleteError(true, true)).toBeNull();
    expect(adminDeleteError(false, false)).toBeNull();
    expect(adminDeleteError(false, true)).toBeNull();
  });
});

describe('lastAdminError', () => {
  const member = fc.record({ userId: id, isAdmin: fc.boolean(), blocked: fc.boolean(), locked: fc.boolean() });
  const members = fc.uniqueArray(member, { selector: (m) => m.userId, minLength: 1, maxLength: 4 });
  const effective = (m: AdminFacts) => m.isAdmin && !m.blocked && !m.locked;

  it('refuses exactly the changes that leave no administrator able to sign in', () => {
    fc.assert(
      fc.property(
        members,
        fc.option(fc.record({ isAdmin: fc.boolean(), blocked: fc.boolean(), locked: fc.boolean() }), { nil: null }),
        (list, after) => {
          const target = list[0]!;
          const next = list.flatMap((m) => (m.userId !== target.userId ? [m] : after ? [{ ...after, userId: m.userId }] : []));
          const before = list.filter(effective).length;
          const left = next.filter(effective).length;
          expect(lastAdminError(list, target.userId, after)).toBe(before > 0 && left === 0 ? 'USER_LAST_ADMIN' : null);
        },
      ),
    );
  });

  it('lets an administrator go while another one remains', () => {
    const list = [
      { userId: 'a', isAdmin: true, blocked: false, locked: false },
      { userId: 'b', isAdmin: true, blocked: false, locked: false },
    ];
    expect(lastAdminError(list, 'a', null)).toBeNull();
    expect(lastAdminError([list[0]!, { ...list[1]!, locked: true }], 'a', null)).toBe('USER_LAST_ADMIN');
    expect(lastAdminError(list, 'zzz', null)).toBeNull();
  });
});

describe('adminsLeftError', () => {
  const facts = fc.record({ isAdmin: fc.boolean(), blocked: fc.boolean(), locked: fc.boolean() });
  const effective = (m: Omit<AdminFacts, 'userId'>) => m.isAdmin && !m.blocked && !m.locked;

  it('refuses exactly the changes that take the last administrator able to sign in', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(facts, facts), { minLength: 1, maxLength: 5 }), (pairs) => {
        const before = pairs.map(([b], i) => ({ ...b, userId: String(i) }));
        const after = pairs.map(([, a], i) => ({ ...a, userId: String(i) }));
        const lost = before.some(effective) && !after.some(effective);
        expect(adminsLeftError(before, after)).toBe(lost ? 'USER_LAST_ADMIN' : null);
      }),
    );
  });

  it('agrees with lastAdminError when one member changes', () => {
    fc.assert(
      fc.property(fc.array(facts, { minLength: 1, maxLength: 4 }), facts, (list, change) => {
        const before = list.map((f, i) => ({ ...f, userId: String(i) }));
        const after = before.map((m) => (m.userId === '0' ? { ...change, userId: '0' } : m));
        expect(adminsLeftError(before, after)).toBe(lastAdminError(before, '0', change));
      }),
    );
  });
});

describe('userLimitError', () => {
  it('allows adding while the plan has room', () => {
    fc.assert(
      fc.property(fc.nat(200), fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 5 }), (current, limit, adding) => {
        expect(userLimitError(current, limit, adding)).toBe(current + adding > limit ? 'USER_LIMIT_REACHED' : null);
      }),
    );
  });
});

describe('emailDomainError', () => {
  it('rejects the provider’s own domain and its subdomains in any case', () => {
    for (const email of ['ja@goniec.app', 'JA@Goniec.APP', 'x@mail.goniec.app'])
      expect(emailDomainError(email), email).toBe('USER_EMAIL_DOMAIN_FORBIDDEN');
    for (const email of ['ja@goniec.application', 'ja@notgoniec.app', 'ja@example.com', 'goniec.app@example.com'])
      expect(emailDomainError(email), email).toBeNull();
  });
  it('accepts any other domain', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const domain = email.split('@').pop()!.toLowerCase();
        expect(emailDomainError(email)).toBe(
          domain === 'goniec.app' || domain.endsWith('.goniec.app') ? 'USER_EMAIL_DOMAIN_FORBIDDEN' : null,
        );
      }),
    );
  });
});
