import type { FieldError } from '@shared/errors';
import type { PropertyDef } from '@shared/properties';
import { mappingErrors } from '@shared/rules/import-mapping';
import { IMPORT_BASE_FIELDS, type ContactRule, type ImportMapping } from '@shared/schemas/imports';

/**
 * The mapping step's state is one target per file column (null: the column is not imported); the
 * API takes `[{ column, field }]`. These helpers turn one into the other and run the shared rule
 * (shared/rules/import-mapping.ts, the one the API runs) with its problems put back on the columns.
 * The guess itself is the server's (ImportFileCheck.suggestedMapping): one suggestion for the
 * wizard and the API alike. A column may also target a property the import creates (new-properties.ts).
 */
export type ColumnTargets = readonly (string | null)[];

type MappableProperty = Pick<PropertyDef, 'id' | 'name' | 'displayName' | 'kind'>;

/** Fields a column can fill: the base ones imports take, then every property that is not a base field. */
export function importTargets<P extends MappableProperty>(properties: readonly P[]): { base: readonly string[]; properties: P[] } {
  return { base: IMPORT_BASE_FIELDS, properties: properties.filter((p) => p.kind !== 'base') };
}

/** Targets of properties the import would create ("new:<column>") are not fields yet: they go as newProperties. */
export const NEW_TARGET_PREFIX = 'new:';
export const isNewTarget = (target: string | null): boolean => target?.startsWith(NEW_TARGET_PREFIX) ?? false;

export function mappingFromTargets(targets: ColumnTargets): ImportMapping {
  return targets.flatMap((field, column) => (field && !isNewTarget(field) ? [{ column, field }] : []));
}

/** A saved mapping on a file with `columnCount` columns; entries past its last column are dropped (and counted). */
export function targetsFromMapping(mapping: ImportMapping, columnCount: number): { targets: (string | null)[]; dropped: number } {
  const targets: (string | null)[] = Array.from({ length: columnCount }, () => null);
  let dropped = 0;
  for (const { column, field } of mapping) {
    if (column < columnCount) targets[column] = field;
    else dropped += 1;
  }
  return { targets, dropped };
}

export interface MappingProblems {
  /** A problem of one column's choice (a field chosen twice, a field that does not exist). */
  byColumn: Map<number, FieldError>;
  /** Problems of the mapping as a whole (nothing mapped, no e-mail or GSM). */
  general: FieldError[];
}

/** Spec section 5, live: the shared rule's problems, each on the column it is about. */
export function mappingProblems(
  targets: ColumnTargets,
  ctx: { contactRule: ContactRule; propertyIds: ReadonlySet<string> },
): MappingProblems {
  const mapping = mappingFromTargets(targets);
  const errors = mappingErrors(mapping, { ...ctx, columnCount: targets.length });
  const byColumn = new Map<number, FieldError>();
  const general: FieldError[] = [];
  for (const error of errors) {
    const m = /^mapping\.(\d+)\./.exec(error.path);
    const column = m ? mapping[Number(m[1])]?.column : undefined;
    if (column === undefined) general.push(error);
    else if (!byColumn.has(column)) byColumn.set(column, error);
  }
  return { byColumn, general };
}

/** The header cells to name columns by: row 1 when it is a header, else nothing (columns are numbered). */
export const headerRow = (preview: readonly (readonly string[])[], hasHeader: boolean): string[] =>
  hasHeader ? [...(preview[0] ?? [])] : [];

/** Up to `n` example values of a column, from the data rows. */
export function columnSamples(preview: readonly (readonly string[])[], hasHeader: boolean, column: number, n = 3): string[] {
  return preview
    .slice(hasHeader ? 1 : 0)
    .map((row) => row[column]?.trim() ?? '')
    .filter((v) => v !== '')
    .slice(0, n);
}

/** The per-column choices stretched or cut to the file's column count (after a separator change). */
export const fitTargets = (targets: ColumnTargets, columnCount: number): (string | null)[] =>
  Array.from({ length: columnCount }, (_, i) => targets[i] ?? null);
