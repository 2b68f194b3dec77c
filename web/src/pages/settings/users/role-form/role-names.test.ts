import { describe, expect, it } from 'vitest';
import type { Role } from '@shared/schemas/users-admin';
import { fullVersions } from '@shared/versions';
import { roleNameTaken } from './role-names';

const role = (id: string, name: string, preset: boolean): Role => ({
  id,
  name,
  preset,
  fullAccess: false,
  permissions: {},
  versions: fullVersions(),
});

describe('roleNameTaken', () => {
  const roles = [role('editor', 'editor', true), role('01J', 'Sales', false)];
  it('matches custom names and preset ids, ignoring case and surrounding spaces', () => {
    expect(roleNameTaken(' sales ', roles)).toBe(true);
    expect(roleNameTaken('Editor', roles)).toBe(true);
    expect(roleNameTaken('Redaktor', roles)).toBe(false);
    expect(roleNameTaken('  ', roles)).toBe(false);
  });

  it('leaves a renamed role its own name', () => {
    expect(roleNameTaken('SALES', roles, '01J')).toBe(false);
    expect(roleNameTaken('editor', roles, '01J')).toBe(true);
  });
});
