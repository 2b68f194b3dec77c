import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES } from '@shared/errors';
import { createI18n, en, pl } from './index';

type Tree = { [key: string]: string | Tree };

function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`)));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('translations', () => {
  const plKeys = flatKeys(pl as Tree);
  const enKeys = flatKeys(en as Tree);

  it('pl.json and en.json have identical key sets', () => {
    expect([...enKeys].sort()).toEqual([...plKeys].sort());
  });

  it('translate every catalogue error code in both languages', () => {
    for (const code of ALL_ERROR_CODES) {
      expect(plKeys, code).toContain(`errors.${code}`);
      expect(enKeys, code).toContain(`errors.${code}`);
    }
  });

  it('have no empty strings', () => {
    const empty = (tree: Tree) => flatKeys(tree).filter((key) => key.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k] as Tree | string, tree) === '');
    expect(empty(pl as Tree)).toEqual([]);
    expect(empty(en as Tree)).toEqual([]);
  });

  it('hold every key the source code names literally', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const used = new Set<string>();
    for (const file of sourceFiles(root)) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/(?:titleKey|textKey|key): '([\w.-]+\.[\w.-]+)'/g)) used.add(match[1]!);
    }
    const known = new Set(plKeys.map((k) => k.replace(/_(one|few|many|other)$/, '')));
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('are typed: a missing key fails the typecheck (shared/i18n/i18next.d.ts)', () => {
    const i18n = createI18n('pl');
    // @ts-expect-error: no such key in the web namespace
    expect(i18n.t('common.noSuchKey')).toBe('common.noSuchKey');
    expect(i18n.t('common.save')).toBe('Zapisz');
  });

  it('interpolate error params', () => {
    const i18n = createI18n('pl');
    expect(i18n.t('errors.PASSWORD_TOO_SHORT', { min: 12 })).toBe('Hasło musi mieć co najmniej 12 znaków.');
    void i18n.changeLanguage('en-US');
    expect(i18n.t('errors.VALIDATION_TOO_LONG', { max: 100 })).toBe('Too long: enter at most 100 characters.');
  });

  it('read byte limits as sizes in the language’s own decimal sign', () => {
    const i18n = createI18n('pl');
    expect(i18n.t('errors.FILE_SIZE_EXCEEDED', { max: 256 * 1024 * 1024 })).toBe('Plik jest za duży (maksymalnie 256 MB).');
    expect(i18n.t('errors.FILE_SIZE_EXCEEDED', { max: 1536 * 1024 })).toBe('Plik jest za duży (maksymalnie 1,5 MB).');
    void i18n.changeLanguage('en-US');
    expect(i18n.t('errors.FILE_SIZE_EXCEEDED', { max: 1536 * 1024 })).toBe('The file is too large (at most 1.5 MB).');
  });
});

describe('Polish plural rule (spec: 1 → form 0; 2–4 but not 12–14 → form 1; else form 2)', () => {
  const i18n = createI18n('pl');
  const cases: [number, string][] = [
    [1, '1 subskrybent'],
    [2, '2 subskrybenci'],
    [4, '4 subskrybenci'],
    [5, '5 subskrybentów'],
    [12, '12 subskrybentów'],
    [14, '14 subskrybentów'],
    [22, '22 subskrybenci'],
    [25, '25 subskrybentów'],
    [112, '112 subskrybentów'],
    [0, '0 subskrybentów'],
  ];
  it.each(cases)('%i → %s', (count, expected) => {
    expect(i18n.t('subscribers.count', { count })).toBe(expected);
  });

  it('uses one/other in English', () => {
    const english = createI18n('en-US');
    expect(english.t('subscribers.count', { count: 1 })).toBe('1 subscriber');
    expect(english.t('subscribers.count', { count: 2 })).toBe('2 subscribers');
  });
});
