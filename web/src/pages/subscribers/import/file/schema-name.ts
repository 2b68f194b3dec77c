import type { FieldError } from '@shared/errors';
import { ImportSchemaBody, type ImportSchema } from '@shared/schemas/imports';
import { toFieldErrors } from '@shared/validation';

/**
 * Spec section 5: an import schema's name has at least 2 characters (and none of < > /) and is
 * unique among the account's schemas regardless of case. Checked with the API's own schema, then
 * against the names already saved (`others`: every schema but the one being renamed).
 */
export function schemaNameProblem(name: string, others: readonly Pick<ImportSchema, 'name'>[]): FieldError | null {
  const parsed = ImportSchemaBody.shape.name.safeParse(name);
  if (!parsed.success)
    return (
      toFieldErrors(parsed.error.issues, name).map((e) => ({ ...e, path: 'name' }))[0] ?? { path: 'name', code: 'VALIDATION_INVALID_VALUE' }
    );
  const wanted = parsed.data.toLowerCase();
  return others.some((s) => s.name.toLowerCase() === wanted)
    ? { path: 'name', code: 'IMPORT_SCHEMA_NAME_EXISTS', params: { name: parsed.data } }
    : null;
}
