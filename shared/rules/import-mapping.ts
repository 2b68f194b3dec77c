import type { FieldError } from '../errors';
import { IMPORT_BASE_FIELDS, type ContactRule, type ImportMapping } from '../schemas/imports';

const BASE = new Set<string>(IMPORT_BASE_FIELDS);

export interface MappingContext {
  contactRule: ContactRule;
  /** Columns the file has (from validation); a mapping may not name a column past them. */
  columnCount: number;
  /** Property ids a column may fill besides the base fields. */
  propertyIds: ReadonlySet<string>;
}

/**
 * Spec section 5: at least one field mapped; an e-mail field (or an e-mail or GSM field, per the
 * contact rule) mapped; no field or column mapped twice. Every problem is named, so the form can
 * mark them all at once.
 */
export function mappingErrors(mapping: ImportMapping, ctx: MappingContext): FieldError[] {
  const errors: FieldError[] = [];
  if (mapping.length === 0) return [{ path: 'mapping', code: 'IMPORT_MAPPING_EMPTY' }];
  const fields = new Set<string>();
  const columns = new Set<number>();
  mapping.forEach((entry, i) => {
    if (!BASE.has(entry.field) && !ctx.propertyIds.has(entry.field)) {
      errors.push({ path: `mapping.${i}.field`, code: 'IMPORT_MAPPING_UNKNOWN_FIELD', params: { field: entry.field } });
    }
    if (entry.column >= ctx.columnCount) {
      errors.push({
        path: `mapping.${i}.column`,
        code: 'IMPORT_MAPPING_COLUMN_OUT_OF_RANGE',
        params: { column: entry.column + 1, columns: ctx.columnCount },
      });
    }
    if (fields.has(entry.field))
      errors.push({ path: `mapping.${i}.field`, code: 'IMPORT_MAPPING_DUPLICATE', params: { field: entry.field } });
    else if (columns.has(entry.column))
      errors.push({ path: `mapping.${i}.column`, code: 'IMPORT_MAPPING_DUPLICATE', params: { column: entry.column + 1 } });
    fields.add(entry.field);
    columns.add(entry.column);
  });
  if (ctx.contactRule === 'email' && !fields.has('email')) errors.push({ path: 'mapping', code: 'IMPORT_MAPPING_EMAIL_REQUIRED' });
  if (ctx.contactRule === 'emailOrGsm' && !fields.has('email') && !fields.has('gsm'))
    errors.push({ path: 'mapping', code: 'IMPORT_MAPPING_CONTACT_REQUIRED' });
  return errors;
}
