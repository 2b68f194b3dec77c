import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FOUR_EYE_KEYS, PERMISSION_KEYS, fullPermissions, type PermissionKey, type PermissionMap } from './permissions';
import { PERMISSION_AREAS, PRESET_ROLES, PRESET_ROLE_IDS, isPermissionsAdmin, resolvePermissions, samePermissions } from './roles';

const granted = (map: PermissionMap) => PERMISSION_KEYS.filter((k) => map[k] === true);
const anyMap = fc.dictionary(fc.constantFrom(...PERMISSION_KEYS), fc.boolean()) as fc.Arbitrary<PermissionMap>;
const limitsArb = fc.record({ scoring: fc.boolean(), ai: fc.boolean() });

describe('permission areas', () => {
  it('name every permission key exactly once', () => {
    const listed = Object.values(PERMISSION_AREAS).flat();
    expect([...listed].sort()).toEqual([...PERMISSION_KEYS].sort());
  });
});

describe('preset roles', () => {
  it('are the spec’s roles, each a map of known keys', () => {
    expect(PRESET_ROLE_IDS).toEqual([
      'custom',
      'administrator',
      'editor',
      'editor-manager',
      'editor-manager-sending',
      'manager',
      'invoice',
      'analyst',
      'maker',
      'checker',
      'developer',
      'user',
    ]);
    for (const id of PRESET_ROLE_IDS)
      for (const key of Object.keys(PRESET_ROLES[id].permissions)) expect(PERMISSION_KEYS, id).toContain(key);
  });

  it('make only the administrator a permissions admin', () => {
    const limits = { scoring: true, ai: true };
    for (const id of PRESET_ROLE_IDS) {
      const map = resolvePermissions(PRESET_ROLES[id].permissions, PRESET_ROLES[id].fullAccess);
      expect(isPermissionsAdmin(map, limits), id).toBe(id === 'administrator');
    }
  });

  it('keep the analyst read-only and out of settings', () => {
    expect(granted(PRESET_ROLES.analyst.permissions).sort()).toEqual([
      'PERM_AGRPRZEALL',
      'PERM_APRZEALL',
      'PERM_ASZUKAJ',
      'PERM_MARCH',
      'PERM_RAPORTY',
    ]);
  });

  it('give sending only to the roles meant to send', () => {
    const senders = PRESET_ROLE_IDS.filter(
      (id) => resolvePermissions(PRESET_ROLES[id].permissions, PRESET_ROLES[id].fullAccess).PERM_MWYSYL,
    );
    expect(senders).toEqual(['administrator', 'editor-manager-sending', 'manager', 'maker', 'checker']);
  });

  it('give the four-eye duties to maker and checker only, and the editor-manager variants differ by sending', () => {
    expect(PRESET_ROLE_IDS.filter((id) => (PRESET_ROLES[id].permissions as PermissionMap).MAKER)).toEqual(['maker']);
    expect(PRESET_ROLE_IDS.filter((id) => (PRESET_ROLES[id].permissions as PermissionMap).CHECKER)).toEqual(['checker']);
    const plain = granted(PRESET_ROLES['editor-manager'].permissions);
    expect(
      granted(PRESET_ROLES['editor-manager-sending'].permissions)
        .filter((k) => !plain.includes(k))
        .sort(),
    ).toEqual(['PERM_AZATWIERDZ', 'PERM_MWYSYL']);
  });
});

describe('isPermissionsAdmin (spec section 6)', () => {
  it('holds for every permission but the four-eye pair, whatever the four-eye keys say', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), limitsArb, (maker, checker, limits) => {
        expect(isPermissionsAdmin({ ...fullPermissions(), MAKER: maker, CHECKER: checker }, limits)).toBe(true);
      }),
    );
  });

  it('fails as soon as one counted permission is missing', () => {
    const counted = PERMISSION_KEYS.filter((k) => !FOUR_EYE_KEYS.includes(k));
    fc.assert(
      fc.property(fc.constantFrom(...counted), limitsArb, (missing: PermissionKey, limits) => {
        const map = { ...fullPermissions(), [missing]: false };
        const excused = (missing === 'PERM_SCORING' && !limits.scoring) || (missing === 'PERM_AI' && !limits.ai);
        expect(isPermissionsAdmin(map, limits)).toBe(excused);
      }),
    );
  });

  it('leaves scoring and AI out only while their limit is off', () => {
    const withoutBoth = { ...fullPermissions(), PERM_SCORING: false, PERM_AI: false };
    expect(isPermissionsAdmin(withoutBoth, { scoring: false, ai: false })).toBe(true);
    expect(isPermissionsAdmin(withoutBoth, { scoring: true, ai: false })).toBe(false);
    expect(isPermissionsAdmin(withoutBoth, { scoring: false, ai: true })).toBe(false);
    expect(isPermissionsAdmin({}, { scoring: false, ai: false })).toBe(false);
  });

  it('agrees with a direct count over random maps', () => {
    fc.assert(
      fc.property(anyMap, limitsArb, (map, limits) => {
        const needed = PERMISSION_KEYS.filter(
          (k) => !FOUR_EYE_KEYS.includes(k) && !(k === 'PERM_SCORING' && !limits.scoring) && !(k === 'PERM_AI' && !limits.ai),
        );
        expect(isPermissionsAdmin(map, limits)).toBe(needed.every((k) => map[k] === true));
      }),
    );
  });
});

describe('resolvePermissions', () => {
  it('keeps only granted keys; full access adds every area but never the four-eye duties', () => {
    fc.assert(
      fc.property(anyMap, fc.boolean(), (map, full) => {
        const out = resolvePermissions(map, full);
        for (const key of PERMISSION_KEYS) {
          const expected = FOUR_EYE_KEYS.includes(key) ? map[key] === true : full || map[key] === true;
          expect(out[key] === true, key).toBe(expected);
          if (key in out) expect(out[key]).toBe(true);
        }
        if (!full) expect(samePermissions(out, map)).toBe(true);
      }),
    );
  });
});
