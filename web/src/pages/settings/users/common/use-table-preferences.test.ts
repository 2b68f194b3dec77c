import { describe, expect, it } from 'vitest';
import { mergePreferences, type TablePreferences } from './use-table-preferences';

const defaults: TablePreferences = {
  pageSize: 20,
  contentDisplay: [
    { id: 'email', visible: true },
    { id: 'name', visible: true },
    { id: 'added', visible: false },
  ],
};

describe('mergePreferences', () => {
  it('falls back to the defaults for nothing or garbage', () => {
    expect(mergePreferences(undefined, defaults)).toBe(defaults);
    expect(mergePreferences({ pageSize: 7, contentDisplay: 'x' }, defaults)).toEqual(defaults);
  });

  it('keeps stored order and visibility, drops gone columns and appends new ones', () => {
    const stored = { pageSize: 50, contentDisplay: [{ id: 'name', visible: false }, { id: 'gone', visible: true }, { id: 'email', visible: true }] };
    expect(mergePreferences(stored, defaults)).toEqual({
      pageSize: 50,
      contentDisplay: [{ id: 'name', visible: false }, { id: 'email', visible: true }, { id: 'added', visible: false }],
    });
  });
});
