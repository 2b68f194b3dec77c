import { describe, expect, it } from 'vitest';
import { VERSIONED_AREAS, VERSION_KINDS } from '@shared/versions';
import { createI18n } from '@web/i18n';
import { versionLabel } from './version-label';

describe('version access texts', () => {
  it.each(['pl', 'en-US'] as const)('name every versioned area and both kinds of version in %s', (lng) => {
    const i18n = createI18n(lng);
    const keys = [
      ...VERSIONED_AREAS.map((a) => `versionAccess.areas.${a}`),
      ...VERSION_KINDS.flatMap((k) => [`versionAccess.${k}`, `versionAccess.${k}Hint`]),
      'versionAccess.title',
      'versionAccess.hint',
    ];
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('sums up a grant for the role’s details', () => {
    const i18n = createI18n('pl');
    expect(versionLabel(i18n.t, { working: true, ready: true })).toBe('wersje robocze i gotowe');
    expect(versionLabel(i18n.t, { working: true, ready: false })).toBe('tylko wersje robocze');
    expect(versionLabel(i18n.t, { working: false, ready: true })).toBe('tylko wersje gotowe');
    expect(versionLabel(i18n.t, { working: false, ready: false })).toBe('brak wersji');
  });
});
