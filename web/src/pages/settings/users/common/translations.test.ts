import { describe, expect, it } from 'vitest';
import { PERMISSION_KEYS } from '@shared/permissions';
import { PERMISSION_AREAS, PRESET_ROLE_IDS } from '@shared/roles';
import { createI18n } from '@web/i18n';
import type { MemberStatus } from './member-rules';
import { roleLabel } from './role-label';

/** Keys the screen builds at run time, which the literal-key sweep in i18n.test.ts cannot see. */
const built = [
  ...PERMISSION_KEYS.map((k) => `permissions.${k}`),
  ...PRESET_ROLE_IDS.map((id) => `roles.${id}`),
  ...Object.keys(PERMISSION_AREAS).map((a) => `permissionAreas.${a}`),
  ...(['active', 'blocked', 'locked', 'invited'] satisfies MemberStatus[]).map((s) => `usersAdmin.status.${s}`),
  ...[
    'SELECT_ONE',
    'SELECT_SOME',
    'NO_OTHER_USER',
    'USER_CANNOT_DELETE_SELF',
    'USER_CANNOT_EDIT_SELF',
    'USER_OWNER_PROTECTED',
    'USER_LAST_ADMIN',
    'USER_ADMIN_DELETE_SUPER_ADMIN_ONLY',
    'USER_LIMIT_REACHED',
  ].map((r) => `usersAdmin.reasons.${r}`),
  ...['activated', 'blocked', 'locked', 'unlocked', 'passwordEmailSent', 'loggedOut', 'updated', 'teamCreated', 'teamUpdated'].map(
    (n) => `usersAdmin.notices.${n}`,
  ),
];

describe('user-administration translations', () => {
  it.each(['pl', 'en-US'] as const)('name every permission, preset role, area, status, reason and notice in %s', (lng) => {
    const i18n = createI18n(lng);
    expect(built.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('translates preset roles from their id and shows custom roles by name', () => {
    const i18n = createI18n('pl');
    expect(roleLabel(i18n.t, 'editor-manager')).toBe('Redaktor-menedżer');
    expect(roleLabel(i18n.t, '01JABC', 'Sprzedaż')).toBe('Sprzedaż');
    expect(roleLabel(i18n.t, '01JGONE')).toBe('Niestandardowa');
  });

  it('uses Polish plural forms', () => {
    const i18n = createI18n('pl');
    expect([1, 2, 5, 22].map((count) => i18n.t('usersAdmin.roles.permissionCount', { count }))).toEqual([
      '1 uprawnienie',
      '2 uprawnienia',
      '5 uprawnień',
      '22 uprawnienia',
    ]);
  });
});
