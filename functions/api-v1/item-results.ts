import { AppError, ValidationError } from '@functions/platform/errors';

/**
 * A bulk call's failed item (issue 19): its catalogue code and field errors, so the other items go
 * on. An error that is no catalogue answer (a fault) is thrown on: the call fails as a whole.
 */
export function failedItem(index: number, error: unknown) {
  if (!(error instanceof AppError)) throw error;
  const errors = error instanceof ValidationError ? { errors: error.fieldErrors } : {};
  return { index, outcome: 'failed' as const, code: error.code, ...errors };
}
