import { describe, expect, it } from 'vitest';
import { mergePreferences, preferencesToStore, type TablePreferences } from './table-preferences';

const PAGE_SIZES = [10, 25, 50, 100];
const defaults: TablePreferences = {
  pageSize: 25,
  contentDisplay: [
    { id: 'email', visible: true },
    { id: 'name', visible: true },
    { id: 'prop:color', visible: false },
  ],
};

describe('table preferences', () => {
  it('fall back to the defaults for nothing or garbage', () => {
    expect(mergePreferences(undefined, defaults, PAGE_SIZES)).toBe(defaults);
    expect(mergePreferences({ pageSize: 7, contentDisplay: 'x' }, defaults, PAGE_SIZES)).toEqual(defaults);
  });

  it('keep a page size only while the table offers it', () => {
    expect(mergePreferences({ pageSize: 50 }, defaults, PAGE_SIZES).pageSize).toBe(50);
    expect(mergePreferences({ pageSize: 20 }, defaults, PAGE_SIZES).pageSize).toBe(25);
    expect(mergePreferences({ pageSize: 20 }, defaults, [10, 20, 50, 100]).pageSize).toBe(20);
  });

  it('keep stored order and visibility, drop unknown columns and append new ones', () => {
    const stored = {
      pageSize: 50,
      contentDisplay: [
        { id: 'name', visible: false },
        { id: 'prop:gone', visible: true },
        { id: 'email', visible: true },
      ],
    };
    expect(mergePreferences(stored, defaults, PAGE_SIZES)).toEqual({
      pageSize: 50,
      contentDisplay: [
        { id: 'name', visible: false },
        { id: 'email', visible: true },
        { id: 'prop:color', visible: false },
      ],
    });
  });

  it('keep a stored property column while the properties are still loading', () => {
    const stored = {
      pageSize: 25,
      contentDisplay: [
        { id: 'prop:color', visible: true },
        { id: 'email', visible: true },
      ],
    };
    const chosen: TablePreferences = {
      pageSize: 10,
      contentDisplay: [
        { id: 'email', visible: true },
        { id: 'name', visible: false },
      ],
    };
    const saved = preferencesToStore(chosen, stored);
    expect(saved).toEqual({
      pageSize: 10,
      contentDisplay: [
        { id: 'email', visible: true },
        { id: 'name', visible: false },
        { id: 'prop:color', visible: true },
      ],
    });
    // Once the property is known again, it shows as stored.
    expect(mergePreferences(saved, defaults, PAGE_SIZES).contentDisplay).toContainEqual({ id: 'prop:color', visible: true });
  });
});
