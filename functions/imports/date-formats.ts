import type { PropertyDef } from '@shared/properties';
import { columnDateFormats } from '@shared/rules/import-suggest';
import type { ImportMapping } from '@shared/schemas/imports';

/**
 * Entries to date properties that name no format get the one detected in the sample's column (as
 * validation showed it), so an integrator sending a bare mapping gets what a wizard user gets. A
 * column whose format was not detected keeps none: its cells must be in the stored form.
 */
export function withDateFormats(
  mapping: ImportMapping,
  propsById: ReadonlyMap<string, PropertyDef>,
  header: readonly string[],
  rows: readonly (readonly string[])[],
  columnCount: number,
): ImportMapping {
  if (!mapping.some((m) => !m.dateFormat && propsById.get(m.field)?.type === 'date')) return mapping;
  const formats = columnDateFormats(header, rows, columnCount);
  return mapping.map((m) => {
    const format = formats[m.column];
    return !m.dateFormat && format && propsById.get(m.field)?.type === 'date' ? { ...m, dateFormat: format } : m;
  });
}
