import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_ERROR_CODES } from '@shared/errors';
import { asTranslator, createI18n, en, pl, type TranslationKey } from './index';

type Tree = { [key: string]: string | Tree };

function flatKeys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
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
    const empty = (tree: Tree) =>
      flatKeys(tree).filter((key) => key.split('.').reduce<Tree | string>((node, k) => (node as Tree)[k] as Tree | string, tree) === '');
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
    expect(i18n.t('errors.PASSWORD_TOO_SHORT', { min: 12, count: 12 })).toBe('Hasło musi mieć co najmniej 12 znaków.');
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

  const COUNTS = [1, 2, 5, 12, 22, 25];
  it('count exports, imports, migrations and queues in three forms', () => {
    const keys = [
      'exports.list.rows',
      'exports.list.rowsDone',
      'imports.manual.run',
      'admin.migrations.dryRunHeader',
      'admin.queues.dlqMessages',
    ] as const satisfies readonly TranslationKey[];
    const tr = asTranslator(i18n);
    for (const key of keys) expect(tr.t(key, { count: 1, accounts: 1 })).not.toBe(key);
    const forms = (key: (typeof keys)[number], extra: Record<string, unknown> = {}) =>
      COUNTS.map((count) => tr.t(key, { count, ...extra }));
    expect(forms('exports.list.rows', { written: 0, expected: '…' })).toEqual([
      '0 z … wiersza',
      '0 z … wierszy',
      '0 z … wierszy',
      '0 z … wierszy',
      '0 z … wierszy',
      '0 z … wierszy',
    ]);
    expect(forms('exports.list.rowsDone')).toEqual(['1 wiersz', '2 wiersze', '5 wierszy', '12 wierszy', '22 wiersze', '25 wierszy']);
    expect(forms('imports.manual.run')).toEqual([
      'Importuj 1 adres',
      'Importuj 2 adresy',
      'Importuj 5 adresów',
      'Importuj 12 adresów',
      'Importuj 22 adresy',
      'Importuj 25 adresów',
    ]);
    expect(forms('admin.migrations.dryRunHeader', { accounts: 3 })).toEqual([
      'Próba: 1 element do przeniesienia (konta: 3)',
      'Próba: 2 elementy do przeniesienia (konta: 3)',
      'Próba: 5 elementów do przeniesienia (konta: 3)',
      'Próba: 12 elementów do przeniesienia (konta: 3)',
      'Próba: 22 elementy do przeniesienia (konta: 3)',
      'Próba: 25 elementów do przeniesienia (konta: 3)',
    ]);
    expect(forms('admin.queues.dlqMessages')).toEqual([
      '1 wiadomość',
      '2 wiadomości',
      '5 wiadomości',
      '12 wiadomości',
      '22 wiadomości',
      '25 wiadomości',
    ]);
  });

  it('uses one/other in English', () => {
    const english = createI18n('en-US');
    expect(english.t('subscribers.count', { count: 1 })).toBe('1 subscriber');
    expect(english.t('subscribers.count', { count: 2 })).toBe('2 subscribers');
    expect(english.t('exports.list.rows', { count: 1, written: 1, expected: 1 })).toBe('1 of 1 row');
    expect(english.t('admin.migrations.waitingHeader', { count: 1 })).toBe('1 account waiting');
    expect(english.t('admin.migrations.waitingHeader', { count: 2 })).toBe('2 accounts waiting');
  });
});
