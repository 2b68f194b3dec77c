import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERMISSION_KEYS, fullPermissions, type PermissionKey, type PermissionMap } from '../permissions';
import { resolveVersions, type VersionAccess } from '../versions';
import {
  VERSION_KEYS,
  grantError,
  grantExcess,
  granterOf,
  mayGrantPermission,
  mayGrantVersion,
  restrictionError,
  type AccessGrant,
  type Granter,
} from './grants';

const mapArb = fc.dictionary(fc.constantFrom(...PERMISSION_KEYS), fc.boolean()) as fc.Arbitrary<PermissionMap>;
const versionsArb: fc.Arbitrary<VersionAccess> = fc.record({ mailing: fc.record({ working: fc.boolean(), ready: fc.boolean() }) });
const grantArb: fc.Arbitrary<AccessGrant> = fc.record({ permissions: mapArb, versions: versionsArb });
const granterArb: fc.Arbitrary<Granter> = fc.record({ permissions: mapArb, versions: versionsArb, admin: fc.constant(false) });
const held = (v: AccessGrant['versions'], key: string) => {
  const [area, kind] = key.split('.') as ['mailing', 'working' | 'ready'];
  return resolveVersions(v)[area][kind];
};

describe('grantExcess', () => {
  it('lets a permissions admin grant anything, the four-eye pair and feature keys included', () => {
    const admin = granterOf({ permissions: fullPermissions() }, { scoring: false, ai: false });
    expect(admin.admin).toBe(true);
    fc.assert(
      fc.property(grantArb, fc.option(grantArb, { nil: undefined }), (after, before) => {
        expect(grantExcess(admin, after, before)).toBeNull();
      }),
    );
  });

  it('names exactly the keys and versions a change adds that the granter lacks', () => {
    fc.assert(
      fc.property(granterArb, grantArb, fc.option(grantArb, { nil: undefined }), (granter, after, before) => {
        const excess = grantExcess(granter, after, before);
        const keys = PERMISSION_KEYS.filter(
          (k) => after.permissions[k] === true && before?.permissions[k] !== true && granter.permissions[k] !== true,
        );
        const versions = VERSION_KEYS.filter(
          (k) => held(after.versions, k) && !(before && held(before.versions, k)) && !held(granter.versions, k),
        );
        expect(excess).toEqual(keys.length || versions.length ? { permissions: keys, versions } : null);
      }),
    );
  });

  it('never lets a change leave anyone with a key that neither they nor the granter had', () => {
    fc.assert(
      fc.property(granterArb, grantArb, grantArb, (granter, after, before) => {
        if (grantExcess(granter, after, before) !== null) return;
        for (const key of PERMISSION_KEYS)
          if (after.permissions[key]) expect(before.permissions[key] === true || granter.permissions[key] === true).toBe(true);
        for (const key of VERSION_KEYS)
          if (held(after.versions, key)) expect(held(before.versions, key) || held(granter.versions, key)).toBe(true);
      }),
    );
  });

  it('always allows narrowing and keeping what the member had', () => {
    fc.assert(
      fc.property(granterArb, grantArb, (granter, before) => {
        const narrower: AccessGrant = {
          permissions: Object.fromEntries(Object.entries(before.permissions).filter((_, i) => i % 2 === 0)),
          versions: before.versions,
        };
        expect(grantExcess(granter, before, before)).toBeNull();
        expect(grantExcess(granter, narrower, before)).toBeNull();
      }),
    );
  });

  it('reads missing versions as both (as stored roles do), so a granter without them cannot give them by omission', () => {
    const granter: Granter = { permissions: {}, versions: { mailing: { working: false, ready: true } }, admin: false };
    expect(grantExcess(granter, { permissions: {} })).toEqual({ permissions: [], versions: ['mailing.working'] });
  });
});

describe('grantError', () => {
  it('answers USER_GRANT_NOT_HELD with every missing key in its params', () => {
    const granter: Granter = { permissions: { PERM_POGOLNE: true }, versions: { mailing: { working: true, ready: false } }, admin: false };
    expect(
      grantError(granter, {
        permissions: { PERM_POGOLNE: true, PERM_ADMIN: true, MAKER: true },
        versions: { mailing: { working: true, ready: true } },
      }),
    ).toEqual({
      code: 'USER_GRANT_NOT_HELD',
      params: { missing: 'PERM_ADMIN, MAKER, mailing.ready', permissions: 'PERM_ADMIN, MAKER', versions: 'mailing.ready' },
    });
    expect(grantError(granter, { permissions: { PERM_POGOLNE: true }, versions: { mailing: { working: true, ready: false } } })).toBeNull();
  });
});

describe('mayGrantPermission and mayGrantVersion', () => {
  it('agree with grantExcess key by key, so the forms disable exactly what the API refuses', () => {
    fc.assert(
      fc.property(
        granterArb,
        fc.option(grantArb, { nil: undefined }),
        fc.constantFrom(...PERMISSION_KEYS),
        (granter, before, key: PermissionKey) => {
          const after: AccessGrant = {
            permissions: { ...(before?.permissions ?? {}), [key]: true },
            versions: before?.versions ?? granter.versions,
          };
          const refused = grantExcess(granter, after, before)?.permissions.includes(key) ?? false;
          expect(mayGrantPermission(granter, key, before)).toBe(!refused);
        },
      ),
    );
    fc.assert(
      fc.property(granterArb, fc.option(grantArb, { nil: undefined }), fc.constantFrom(...VERSION_KEYS), (granter, before, key) => {
        const after: AccessGrant = {
          permissions: {},
          versions: { mailing: { working: key === 'mailing.working', ready: key === 'mailing.ready' } },
        };
        const refused = grantExcess(granter, after, before)?.versions.includes(key) ?? false;
        expect(mayGrantVersion(granter, key, before)).toBe(!refused);
      }),
    );
  });
});

describe('restrictionError', () => {
  const ids = fc.uniqueArray(fc.constantFrom('s1', 's2', 's3', 's4'), { maxLength: 4 });
  it('lets an unrestricted granter give any restriction, or none', () => {
    fc.assert(
      fc.property(ids, fc.option(ids, { nil: undefined }), (after, before) => {
        expect(restrictionError([], after, before)).toBeNull();
      }),
    );
  });

  it('lets a restricted granter reach no subscriber the member could not reach before and they cannot reach themselves', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('s1', 's2', 's3', 's4'), { minLength: 1, maxLength: 4 }),
        ids,
        fc.option(ids, { nil: undefined }),
        (mine, after, before) => {
          const code = restrictionError(mine, after, before);
          const wasEverything = before !== undefined && before.length === 0;
          const widens = !wasEverything && (after.length === 0 || after.some((id) => !mine.includes(id) && !(before ?? []).includes(id)));
          expect(code).toBe(widens ? 'USER_GRANT_SCOPE_NOT_HELD' : null);
        },
      ),
    );
  });
});
