import { describe, expect, it } from 'vitest';
import { EXPORT_ENCODINGS, EXPORT_STATES } from '@shared/schemas/exports';
import { CONTACT_RULES, IMPORT_BASE_FIELDS, IMPORT_ENCODINGS, IMPORT_STATES, OVERWRITE_MODES } from '@shared/schemas/imports';
import { createI18n } from '@web/i18n';
import { OUTCOMES, SKIP_REASONS } from './common/outcomes';

const each = (prefix: string, ids: readonly (string | number)[]) => ids.map((id) => `${prefix}.${id}`);

/** Keys the import and export pages build at run time, which the literal-key sweep in i18n.test.ts cannot see. */
const built = [
  ...each('imports.states', IMPORT_STATES),
  ...OVERWRITE_MODES.flatMap((mode) => [`imports.modes.${mode}.label`, `imports.modes.${mode}.description`]),
  ...each('imports.counters', ['rowsRead', ...OUTCOMES]),
  ...each('imports.skipReasons', SKIP_REASONS),
  ...each('imports.encodings', [...IMPORT_ENCODINGS, ...EXPORT_ENCODINGS]),
  ...each('imports.delimiters', ['comma', 'semicolon']),
  ...each('imports.mapping.contactRules', CONTACT_RULES),
  ...each('imports.progress.result', ['finished', 'failed', 'locked']),
  ...each('subscribers.fields', IMPORT_BASE_FIELDS),
  ...each('exports.states', EXPORT_STATES),
  ...each('exports.notDownloadable', ['queued', 'running', 'failed', 'expired']),
  ...each('exports.form.encodingUse', EXPORT_ENCODINGS),
];

describe('import and export translations', () => {
  it.each(['pl', 'en-US'] as const)('name every state, mode, outcome, encoding and rule in %s', (lng) => {
    const i18n = createI18n(lng);
    expect(built.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('count in Polish plural forms', () => {
    const i18n = createI18n('pl');
    expect([1, 2, 5, 22].map((count) => i18n.t('imports.manual.run', { count }))).toEqual([
      'Importuj 1 adres',
      'Importuj 2 adresy',
      'Importuj 5 adresów',
      'Importuj 22 adresy',
    ]);
    expect([1, 3, 12].map((count) => i18n.t('imports.summary.rows', { count }))).toEqual(['wiersz', 'wiersze', 'wierszy']);
    expect(i18n.t('exports.list.rowsDone', { count: 14 })).toBe('14 wierszy');
    expect(i18n.t('imports.schemas.loadedDropped', { count: 2, name: 'CRM' })).toBe(
      'Wczytano schemat CRM. Pominięto 2 kolumny, których ten plik nie ma.',
    );
  });

  it('explain the overwrite modes in words, as the spec names them', () => {
    const en = createI18n('en-US');
    expect(OVERWRITE_MODES.map((mode) => en.t(`imports.modes.${mode}.label`))).toEqual([
      'Do not import',
      'Change only status',
      'Overwrite imported data only',
      'Overwrite all data and clear history',
      'Overwrite imported data and change type',
      'Overwrite all data and clear all features',
    ]);
  });
});
