import { describe, expect, it } from 'vitest';
import { editRolePath, editUserPath, newRolePath, tabFromQuery, tabPath } from './paths';

describe('user-administration paths', () => {
  it('keeps the tab in the query, users being the default', () => {
    expect(tabPath('users')).toBe('/settings/users');
    expect(tabPath('roles')).toBe('/settings/users?tab=roles');
    expect(tabFromQuery('teams')).toBe('teams');
    expect(tabFromQuery(null)).toBe('users');
    expect(tabFromQuery('nonsense')).toBe('users');
  });

  it('encodes ids', () => {
    expect(editUserPath('a/b')).toBe('/settings/users/a%2Fb/edit');
    expect(newRolePath()).toBe('/settings/users/roles/new');
    expect(newRolePath('editor')).toBe('/settings/users/roles/new?from=editor');
    expect(editRolePath('01J')).toBe('/settings/users/roles/01J/edit');
  });
});
