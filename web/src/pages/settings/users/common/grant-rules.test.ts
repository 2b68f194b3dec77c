import { describe, expect, it } from 'vitest';
import { fullPermissions } from '@shared/permissions';
import type { Granter } from '@shared/rules/grants';
import { grantCheck, roleRefused } from './grant-rules';

const settingsOnly: Granter = {
  permissions: { PERM_POGOLNE: true, PERM_RAPORTY: true },
  versions: { mailing: { working: false, ready: true } },
  admin: false,
};
const NONE = { mailing: { working: false, ready: false } };

describe('grant checks of the forms', () => {
  it('offer only what the user holds, or what the member already had', () => {
    const check = grantCheck(settingsOnly, { permissions: { PERM_SMS: true }, versions: NONE });
    expect(['PERM_POGOLNE', 'PERM_RAPORTY', 'PERM_SMS'].every((k) => check.permission(k as never))).toBe(true);
    expect(check.permission('PERM_ADMIN')).toBe(false);
    expect(check.version('mailing.ready')).toBe(true);
    expect(check.version('mailing.working')).toBe(false);
    expect(check.fullAccess).toBe(false);
    expect(grantCheck({ permissions: fullPermissions(), versions: undefined, admin: true }).fullAccess).toBe(true);
    expect(grantCheck(settingsOnly, { permissions: {}, fullAccess: true }).fullAccess).toBe(true);
  });

  it('refuse a role that would give more than the user holds', () => {
    expect(roleRefused(settingsOnly, { permissions: { PERM_RAPORTY: true }, versions: { mailing: { working: false, ready: true } } })).toBe(
      false,
    );
    expect(roleRefused(settingsOnly, { permissions: { PERM_RAPORTY: true }, versions: { mailing: { working: true, ready: true } } })).toBe(
      true,
    );
    expect(roleRefused(settingsOnly, { permissions: { PERM_ADMIN: true }, versions: NONE })).toBe(true);
    expect(
      roleRefused(
        settingsOnly,
        { permissions: { PERM_ADMIN: true }, versions: NONE },
        { permissions: { PERM_ADMIN: true }, versions: NONE },
      ),
    ).toBe(false);
  });
});
