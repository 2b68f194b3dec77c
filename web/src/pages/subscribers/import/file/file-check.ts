import type { FieldError } from '@shared/errors';
import { IMPORT_MAX_BYTES } from '@shared/schemas/imports';

/** Spec section 5: an import file is a CSV (a .txt is often one too); the chooser offers these. */
export const IMPORT_EXTENSIONS = ['.csv', '.txt'] as const;
export const IMPORT_ACCEPT = [...IMPORT_EXTENSIONS, 'text/csv', 'text/plain'].join(',');

/**
 * What the browser can tell about a chosen file before sending a byte: its extension, that it is
 * not empty, and the 256 MB limit (spec sections 5 and 9), in the catalogue's words. The API and
 * the validation after the upload check the same again, and the contents.
 */
export function fileProblem(file: { name: string; size: number }): FieldError | null {
  const name = file.name.toLowerCase();
  if (!IMPORT_EXTENSIONS.some((ext) => name.endsWith(ext))) return { path: 'file', code: 'FILE_WRONG_EXTENSION' };
  if (file.size > IMPORT_MAX_BYTES) return { path: 'file', code: 'FILE_SIZE_EXCEEDED', params: { max: IMPORT_MAX_BYTES } };
  if (file.size === 0) return { path: 'file', code: 'FILE_NOT_CSV', params: { reason: 'empty' } };
  return null;
}

/** Whole percent of a part, 0 when there is no whole, never past 100. */
export const percent = (part: number, whole: number): number => (whole > 0 ? Math.min(100, Math.floor((part / whole) * 100)) : 0);
