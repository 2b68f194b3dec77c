import type { FieldError } from '@shared/errors';
import { DOCUMENT_URL_MAX, isPublicHttpUrl } from '@shared/rules/company-documents';

/** The URL field's problem as the server would name it (DocumentUrlBody), or null. */
export function urlProblem(value: string): FieldError | null {
  const url = value.trim();
  if (url === '') return { path: 'url', code: 'VALIDATION_REQUIRED' };
  if (url.length > DOCUMENT_URL_MAX) return { path: 'url', code: 'VALIDATION_TOO_LONG', params: { max: DOCUMENT_URL_MAX } };
  return isPublicHttpUrl(url) ? null : { path: 'url', code: 'VALIDATION_INVALID_URL' };
}
