import type { Language } from '@shared/constants';
import type { PropertyDef } from '@shared/properties';
import { columnOfField, OTHER_REASON } from '@shared/rules/import-outcome';
import type { ImportMapping, ImportRowOutcome } from '@shared/schemas/imports';
import { serverCatalogueT, serverLanguage, serverT } from '@functions/platform/i18n';

/**
 * The words of the rejected-rows report and of the import's notification, for a marketer: reasons
 * as the error catalogue's sentences (the one set of translations' `errors.<code>`, in the server's set: shared/i18n/server.ts),
 * fields by their labels, in the language the import fixed when it began (repository.runStarted).
 * A report may have millions of lines: every reason is translated once per code and field
 * (`reason` memoises), never looked up in the catalogue per row.
 */
export interface ImportLabels {
  language: Language;
  /** The report's header: Line, Outcome, Reason, Field, then one name per column of the file. */
  header(fileHeader: readonly string[] | undefined): string[];
  /** One report line: the row's cells after the four translated columns, in their own places. */
  row(r: ImportRowOutcome): unknown[];
  /** A reason as a sentence; the limits it names come from the field's property. */
  reason(code: string, field?: string): string;
  /** A field by its label (a base field's, a property's display name), a column number as "Column n". */
  field(field: string | undefined): string;
}

export interface ImportLabelsSetup {
  language: string | undefined;
  propsById: ReadonlyMap<string, PropertyDef>;
  mapping: ImportMapping;
  columnCount: number;
}

/** A limit a reason names that the row does not carry (the property has none): said as an ellipsis, not as a placeholder. */
const unfilled = (text: string) => text.replace(/\{\{\s*\w+\s*\}\}/g, '…');

export function importLabels(setup: ImportLabelsSetup): ImportLabels {
  const language = serverLanguage(setup.language);
  const t = serverT(language);
  const errors = serverCatalogueT(language, 'errors');
  const labels = serverCatalogueT(language, 'subscriberFields');
  const fields = new Map<string, string>();
  const reasons = new Map<string, string>();
  const outcomes = { rejected: t('importReport.rejected'), skipped: t('importReport.skipped') };
  const column = (n: number) => t('importReport.column', { n });

  const field = (id: string | undefined): string => {
    if (id === undefined || id === '') return '';
    let label = fields.get(id);
    if (label === undefined) {
      const personal = `personal.${id}`;
      const base = `fields.${id}`;
      const numbered = columnOfField(id, []);
      label =
        numbered !== undefined
          ? column(numbered + 1)
          : labels(personal, { defaultValue: '' }) || labels(base, { defaultValue: '' }) || setup.propsById.get(id)?.displayName || id;
      fields.set(id, label);
    }
    return label;
  };

  const reason = (code: string, fieldId?: string): string => {
    const key = `${code}|${fieldId ?? ''}`;
    let text = reasons.get(key);
    if (text === undefined) {
      if (code === OTHER_REASON) text = t('importReport.other');
      else {
        const def = fieldId === undefined ? undefined : setup.propsById.get(fieldId);
        const max = def?.maxChar ?? def?.maxNum;
        const params = { ...(max === undefined ? {} : { max, count: max }), ...(def?.minNum === undefined ? {} : { min: def.minNum }) };
        text = unfilled(errors(code, { ...params, defaultValue: code }));
      }
      reasons.set(key, text);
    }
    return text;
  };

  // Without a header row a column is named by the field it was mapped to, else by its number.
  const mappedTo = new Map(setup.mapping.map((m) => [m.column, m.field]));
  const unnamed = (i: number) => (mappedTo.has(i) ? field(mappedTo.get(i)) : column(i + 1));
  const head = [t('importReport.line'), t('importReport.outcome'), t('importReport.reason'), t('importReport.field')];

  return {
    language,
    header(fileHeader) {
      const count = Math.max(setup.columnCount, fileHeader?.length ?? 0);
      const names = Array.from({ length: count }, (_, i) => fileHeader?.[i]?.trim() || unnamed(i));
      return [...head, ...names];
    },
    row: (r) => [r.line, outcomes[r.outcome], reason(r.code, r.field), field(r.field), ...r.row],
    reason,
    field,
  };
}
