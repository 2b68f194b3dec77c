import { z } from 'zod';
import type { ErrorCode, FieldError } from './errors';
import { isErrorCode } from './errors';
import { FORBIDDEN_NAME_CHARS, textProblem, type TextKind } from './rules/text';

export { FORBIDDEN_NAME_CHARS };

/**
 * The text rules (shared/rules/text.ts) each text field of a schema follows. The bad-input sweep
 * (tests/integration/bad-input-sweep.test.ts) reads it to know which characters a field must refuse;
 * a string field outside it must refuse them all (a format: an id, an enum, an e-mail).
 */
export const textFields = z.registry<{ kind: TextKind }>();

/**
 * A text field of one kind: trimmed (but content), its characters checked first (the first problem
 * alone is reported, as one catalogue code), then its length.
 */
function textField(kind: TextKind, min: number, max: number, trim: boolean) {
  return (trim ? z.string().trim() : z.string())
    .superRefine((value, ctx) => {
      const problem = textProblem(value, kind);
      if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value, continue: false });
    })
    .min(min)
    .max(max)
    .register(textFields, { kind });
}

/** Names of things (users, segments, mailings, roles, files): one line, none of < > / (spec section 5). */
export const nameField = (min: number, max: number) => textField('name', min, max, true);
/** One line of text: subjects, sender names, labels, list values, opaque tokens; `trim: false` keeps the spaces around it. */
export const singleLineField = (min: number, max: number, options: { trim?: boolean } = {}) =>
  textField('singleLine', min, max, options.trim ?? true);
/** Notes, comments, feedback: tabs and line breaks allowed. */
export const multiLineField = (min: number, max: number) => textField('multiLine', min, max, true);
/** A mailing's HTML, an SMS text: anything an author may mean, never NUL or other control codes. Not trimmed. */
export const contentField = (min: number, max: number) => textField('content', min, max, false);
/**
 * An id, a property id or a base field's name as the API issues them (ULIDs, "firstname",
 * "createdAt"): letters, digits, - and _.
 */
export const keyField = () => z.string().regex(/^[0-9A-Za-z_-]{1,64}$/);
/** A password typed as is: single-line rules, never trimmed. */
export const secretField = (max: number) => textField('singleLine', 1, max, false);

export const emailField = () => z.string().trim().toLowerCase().max(255).pipe(z.email());

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

/** An error answer names at most this many field errors (a 10,000-key body must not become a 1 MB answer). */
export const MAX_FIELD_ERRORS = 20;
/** Paths and parameter values are cut to these lengths: an error never echoes more than a bounded part of the input. */
const MAX_PATH_CHARS = 120;
const MAX_PARAM_CHARS = 64;

/** Cuts text to at most `max` characters, never between the halves of a surrogate pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const end = /[\uD800-\uDBFF]/.test(text[max - 2] ?? '') ? max - 2 : max - 1;
  return `${text.slice(0, end)}…`;
}

/** The field errors an answer carries: the first MAX_FIELD_ERRORS, each path and string parameter cut to a bounded length. */
export function boundFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors.slice(0, MAX_FIELD_ERRORS).map((e): FieldError => {
    const out: FieldError = { path: cut(e.path, MAX_PATH_CHARS), code: e.code };
    if (e.params)
      out.params = Object.fromEntries(
        Object.entries(e.params).map(([k, v]) => [cut(k, MAX_PARAM_CHARS), typeof v === 'string' ? cut(v, MAX_PARAM_CHARS) : v]),
      );
    return out;
  });
}

/**
 * Turns zod issues into catalogue field errors, so the API and the web forms speak the same codes.
 * A custom refinement carries its catalogue code as its message. At most MAX_FIELD_ERRORS come back,
 * bounded as boundFieldErrors bounds them.
 */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[], input: unknown): FieldError[] {
  const all: FieldError[] = [];
  for (const issue of issues) {
    all.push(...fieldErrorsOf(issue, input));
    if (all.length >= MAX_FIELD_ERRORS) break;
  }
  return boundFieldErrors(all);
}

/** An issue saying only that the value is not of an option's type (so that option was not the one meant). */
const isTypeMismatch = (issue: z.core.$ZodIssue): boolean =>
  issue.path.length === 0 &&
  (issue.code === 'invalid_type' ||
    issue.code === 'invalid_value' ||
    (issue.code === 'invalid_union' && issue.errors.every((option) => option.every(isTypeMismatch))));

/** A custom issue's numbers and strings (a limit it names), or nothing. */
function primitives(params: Record<string, unknown> | undefined): FieldError['params'] {
  const entries = Object.entries(params ?? {}).filter(
    (e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number',
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function fieldErrorsOf(issue: z.core.$ZodIssue, input: unknown): FieldError[] {
  const path = issue.path.map(String).join('.');
  const at = (code: ErrorCode, params?: FieldError['params']): FieldError => (params ? { path, code, params } : { path, code });
  // A schema that names its own catalogue code (zod's default messages are sentences, never codes) wins.
  if (issue.code !== 'unrecognized_keys' && isErrorCode(issue.message))
    return [at(issue.message, issue.code === 'custom' ? primitives(issue.params) : undefined)];
  switch (issue.code) {
    case 'invalid_type':
      return [
        valueAt(input, issue.path) === undefined ? at('VALIDATION_REQUIRED') : at('VALIDATION_INVALID_TYPE', { expected: issue.expected }),
      ];
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string')
        return [min <= 1 && valueAt(input, issue.path) === '' ? at('VALIDATION_REQUIRED') : at('VALIDATION_TOO_SHORT', { min })];
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
      return issue.keys
        .slice(0, MAX_FIELD_ERRORS)
        .map((key) => ({ path: path ? `${path}.${key}` : key, code: 'VALIDATION_UNKNOWN_FIELD' as const }));
    case 'invalid_union': {
      // The option the value was meant for is the one that got past its type: its problems say more than "invalid".
      const meant = issue.errors.find((option) => option.length > 0 && !option.every(isTypeMismatch));
      return meant
        ? meant.flatMap((i) => fieldErrorsOf({ ...i, path: [...issue.path, ...i.path] }, input))
        : [at('VALIDATION_INVALID_VALUE')];
    }
    case 'invalid_value':
      return [at('VALIDATION_INVALID_VALUE')];
    default:
      return [at('VALIDATION_INVALID_VALUE')];
  }
}
