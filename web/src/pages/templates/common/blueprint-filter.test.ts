import { describe, expect, it } from 'vitest';
import type { BlueprintSummary } from '@shared/schemas/templates';
import { blueprintLanguage, categoryCounts, filterBlueprints, groupBlueprints } from './blueprint-filter';

const bp = (id: string, category: BlueprintSummary['category'], pl: string, en: string): BlueprintSummary => ({
  id,
  category,
  name: { pl, en },
  description: { pl: `Opis ${pl}`, en: `About ${en}` },
});

const ITEMS = [
  bp('a', 'layout', 'Jedna kolumna', 'One column'),
  bp('b', 'easter', 'Wielkanocne życzenia', 'Easter wishes'),
  bp('c', 'women_day', 'Dzień Kobiet', "Women's day"),
  bp('d', 'easter', 'Zajączek', 'Bunny'),
];

describe('filterBlueprints', () => {
  it('keeps one category', () => {
    expect(filterBlueprints(ITEMS, { category: 'easter', text: '' }, 'pl').map((b) => b.id)).toEqual(['b', 'd']);
    expect(filterBlueprints(ITEMS, { category: 'all', text: '' }, 'pl')).toHaveLength(4);
  });

  it('searches the name and description in the language shown, ignoring case and accents', () => {
    expect(filterBlueprints(ITEMS, { category: 'all', text: 'ZYCZENIA' }, 'pl').map((b) => b.id)).toEqual(['b']);
    expect(filterBlueprints(ITEMS, { category: 'all', text: 'zyczenia' }, 'en')).toEqual([]);
    expect(filterBlueprints(ITEMS, { category: 'all', text: 'about bunny' }, 'en').map((b) => b.id)).toEqual(['d']);
    expect(filterBlueprints(ITEMS, { category: 'layout', text: 'bunny' }, 'en')).toEqual([]);
  });
});

describe('groupBlueprints', () => {
  it('orders categories as the catalogue does and leaves out empty ones', () => {
    expect(groupBlueprints(ITEMS).map((g) => [g.category, g.items.map((b) => b.id)])).toEqual([
      ['women_day', ['c']],
      ['easter', ['b', 'd']],
      ['layout', ['a']],
    ]);
    expect(categoryCounts(ITEMS)).toEqual([
      { category: 'women_day', count: 1 },
      { category: 'easter', count: 2 },
      { category: 'layout', count: 1 },
    ]);
  });
});

describe('blueprintLanguage', () => {
  it('reads the app language', () => {
    expect(blueprintLanguage('en-US')).toBe('en');
    expect(blueprintLanguage('pl')).toBe('pl');
  });
});
