import type { ImportDateFormat, ImportFileCheck, ImportMapping, ImportNewProperty } from '@shared/schemas/imports';
import { isNewTarget, NEW_TARGET_PREFIX, targetsFromMapping, type ColumnTargets } from './mapping';

/**
 * Properties the import creates (issue 14): the server suggests one for a column of another tool's
 * export that no property fits (Tags → a multiple-choice list). In the mapping step it is that
 * column's target like any field, so it can be changed or dropped; what stays is sent as the start's
 * `newProperties`, never in the mapping (the field does not exist until the run creates it).
 */
export const newTarget = (column: number): string => `${NEW_TARGET_PREFIX}${column}`;

type Suggestion = Pick<ImportFileCheck, 'suggestedMapping' | 'suggestedNewProperties' | 'columnCount'>;

/** The server's one suggestion as per-column targets: its mapping, then new properties for the columns it left open. */
export function suggestedTargets(check: Suggestion): (string | null)[] {
  const { targets } = targetsFromMapping(check.suggestedMapping, check.columnCount);
  for (const p of check.suggestedNewProperties)
    if (p.column < targets.length && targets[p.column] === null) targets[p.column] = newTarget(p.column);
  return targets;
}

/** The new property a column targets, if it targets one. */
export function newPropertyOf(
  targets: ColumnTargets,
  column: number,
  suggested: readonly ImportNewProperty[],
): ImportNewProperty | undefined {
  if (targets[column] !== newTarget(column)) return undefined;
  return suggested.find((p) => p.column === column);
}

/** Per column: the date format chosen for it (the detected one unless the user picked another); null when none. */
export type ColumnDateFormats = readonly (ImportDateFormat | null)[];

/** What the start (and the sample check) sends: the mapping, date columns with their format, and the new properties kept. */
export function importColumns(
  targets: ColumnTargets,
  ctx: { suggested: readonly ImportNewProperty[]; dateFormats: ColumnDateFormats; isDateField: (field: string) => boolean },
): { mapping: ImportMapping; newProperties: ImportNewProperty[] } {
  const mapping: ImportMapping = [];
  const newProperties: ImportNewProperty[] = [];
  targets.forEach((field, column) => {
    if (!field) return;
    const format = ctx.dateFormats[column] ?? null;
    if (isNewTarget(field)) {
      const p = newPropertyOf(targets, column, ctx.suggested);
      if (!p) return;
      const { dateFormat: _suggested, ...rest } = p;
      newProperties.push(p.type === 'date' && format ? { ...rest, dateFormat: format } : rest);
      return;
    }
    mapping.push(ctx.isDateField(field) && format ? { column, field, dateFormat: format } : { column, field });
  });
  return { mapping, newProperties };
}
