import { describe, expect, it } from 'vitest';
import { hasAnyTag, parseTagInput, storedTag, tagLabel, tagSuggestions, withTag } from './tags';

describe('mailing tags (issue 18)', () => {
  it('a mailing matches a filter when it carries any of its names, case and spaces aside, whatever the value', () => {
    const tags = [{ name: 'Sezon', value: 'lato' }, { name: 'promocja' }];
    expect(hasAnyTag(tags, [])).toBe(true);
    expect(hasAnyTag(tags, ['sezon'])).toBe(true);
    expect(hasAnyTag(tags, [' PROMOCJA ', 'inne'])).toBe(true);
    expect(hasAnyTag(tags, ['inne'])).toBe(false);
    expect(hasAnyTag(undefined, ['sezon'])).toBe(false);
  });

  it('suggests predefined tags first, then used ones, each name once with every value known', () => {
    const suggested = tagSuggestions(
      [{ name: 'Sezon', values: ['zima', 'lato'] }],
      [
        [{ name: 'sezon', value: 'jesień' }, { name: 'Zakupy' }],
        undefined,
        [
          { name: 'akcja', value: 'x' },
          { name: 'Sezon', value: 'lato' },
        ],
      ],
    );
    expect(suggested).toEqual([
      { name: 'Sezon', values: ['jesień', 'lato', 'zima'], predefined: true },
      { name: 'akcja', values: ['x'], predefined: false },
      { name: 'Zakupy', values: [], predefined: false },
    ]);
  });

  it('stores an empty value as none and labels a tag with its value', () => {
    expect(storedTag({ name: 'a', value: '' })).toEqual({ name: 'a' });
    expect(tagLabel({ name: 'sezon', value: 'lato' })).toBe('sezon: lato');
    expect(tagLabel({ name: 'sezon' })).toBe('sezon');
  });

  it('reads typed text as a name or "name: value", and holds a name once', () => {
    expect(parseTagInput(' sezon ')).toEqual({ name: 'sezon' });
    expect(parseTagInput('sezon: lato: 2026')).toEqual({ name: 'sezon', value: 'lato: 2026' });
    expect(parseTagInput('sezon:  ')).toEqual({ name: 'sezon' });
    expect(parseTagInput(' : lato')).toBeNull();
    expect(withTag([{ name: 'Sezon', value: 'zima' }, { name: 'a' }], { name: 'sezon', value: 'lato' })).toEqual([
      { name: 'sezon', value: 'lato' },
      { name: 'a' },
    ]);
    expect(withTag([{ name: 'a' }], { name: 'b' })).toEqual([{ name: 'a' }, { name: 'b' }]);
  });
});
