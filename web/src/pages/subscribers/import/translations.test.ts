import { describe, expect, it } from 'vitest';
import { EXPORT_ENCODINGS, EXPORT_STATES } from '@shared/schemas/exports';
import { CONTACT_RULES, IMPORT_BASE_FIELDS, IMPORT_ENCODINGS, IMPORT_STATES, OVERWRITE_MODES } from '@shared/schemas/imports';
import { createI18n } from '@web/i18n';
import { OUTCOMES, SKIP_REASONS } from './common/outcomes';

const each = (prefix: string, ids: readonly (string | number)[]) => ids.map((id) => `${prefix}.${id}`);

/** Keys the import and export pages build at run time, which the literal-key sweep in i18n.test.ts cannot see. */
const built = [
  ...each('imports.states', [...IMPORT_STATES, 'problems']),
  ...each('imports.report.encodings', IMPORT_ENCODINGS),
  ...OVERWRITE_MODES.flatMap((mode) => [`imports.modes.${mode}.label`, `imports.modes.${mode}.description`]),
  ...each('imports.counters', ['rowsRead', ...OUTCOMES]),
  ...each('imports.skipReasons', SKIP_REASONS),
  ...each('imports.encodings', [...IMPORT_ENCODINGS, ...EXPORT_ENCODINGS]),
  ...each('imports.delimiters', ['comma', 'semicolon']),
  ...each('imports.mapping.contactRules', CONTACT_RULES),
  ...each('imports.progress.result', ['finished', 'failed', 'locked', 'problems']),
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

  it('say what each overwrite mode (spec section 4) does to existing subscribers; mode 0 no longer reads as “import nothing”', () => {
    const en = createI18n('en-US');
    const pl = createI18n('pl');
    expect(OVERWRITE_MODES.map((mode) => en.t(`imports.modes.${mode}.label`))).toEqual([
      'Skip existing — add only new subscribers',
      'Change only the status',
      'Overwrite the data of mapped columns',
      'Overwrite all data and clear the change history',
      'Overwrite the data of mapped columns and change the e-mail type',
      'Overwrite all data and clear every other property',
    ]);
    expect(pl.t('imports.modes.0.label')).toBe('Pomiń istniejących — dodaj tylko nowych');
    // The descriptions that name another mode name it by its label.
    for (const i18n of [en, pl]) {
      expect(i18n.t('imports.modes.4.description')).toContain(i18n.t('imports.modes.2.label'));
      expect(i18n.t('imports.modes.5.description')).toContain(i18n.t('imports.modes.3.label'));
    }
  });
});
