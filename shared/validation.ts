import { z } from 'zod';
import type { ErrorCode, FieldError } from './errors';
import { isErrorCode } from './errors';

/** Spec section 5: names may not contain these characters. */
export const FORBIDDEN_NAME_CHARS = /[<>/]/;

export const nameField = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .refine((v) => !FORBIDDEN_NAME_CHARS.test(v), { message: 'VALIDATION_FORBIDDEN_CHARACTERS' });

export const emailField = () => z.string().trim().toLowerCase().max(255).pipe(z.email());

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/**
 * Turns zod issues into catalogue field errors, so the API and the web forms speak the same codes.
 * A custom refinement carries its catalogue code as its message.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  return issues.flatMap((issue): FieldError[] => {
    const path = issue.path.map(String).join('.');
    const at = (code: ErrorCode, params?: FieldError['params']): FieldError => (params ? { path, code, params } : { path, code });
    // A schema that names its own catalogue code (zod's default messages are sentences, never codes) wins.
    if (issue.code !== 'unrecognized_keys' && isErrorCode(issue.message)) return [at(issue.message)];
    switch (issue.code) {
      case 'invalid_type':
        return [valueAt(input, issue.path) === undefined ? at('VALIDATION_REQUIRED') : at('VALIDATION_INVALID_TYPE', { expected: issue.expected })];
      case 'too_small': {
        const min = Number(issue.minimum);
        if (issue.origin === 'string') return [min <= 1 && valueAt(input, issue.path) === '' ? at('VALIDATION_REQUIRED') : at('VALIDATION_TOO_SHORT', { min })];
        if (issue.origin === 'array' || issue.origin === 'set') return [at('VALIDATION_REQUIRED', { min })];
        return [at('VALIDATION_TOO_SMALL', { min })];
      }
      case 'too_big': {
        const max = Number(issue.maximum);
        return [issue.origin === 'string' ? at('VALIDATION_TOO_LONG', { max }) : at('VALIDATION_TOO_BIG', { max })];
      }
      case 'invalid_format':
        if (issue.format === 'email') return [at('VALIDATION_INVALID_EMAIL')];
        if (issue.format === 'url') return [at('VALIDATION_INVALID_URL')];
        if (issue.format === 'date') return [at('VALIDATION_INVALID_DATE')];
        return [at('VALIDATION_INVALID_VALUE')];
      case 'unrecognized_keys':
        return issue.keys.map((key) => ({ path: path ? `${path}.${key}` : key, code: 'VALIDATION_UNKNOWN_FIELD' as const }));
      case 'invalid_value':
      case 'invalid_union':
        return [at('VALIDATION_INVALID_VALUE')];
      default:
        return [at('VALIDATION_INVALID_VALUE')];
    }
  });
}
