import type { FieldError } from '@shared/errors';
import { hasLoneSurrogate } from '@shared/rules/text';
import { MAX_FIELD_ERRORS } from '@shared/validation';

/**
 * Checks every request passes before its route's schema sees it (functions/platform/http.ts). None
 * of them recurses: a hostile body is as deep and as wide as it likes, these walks are not.
 */

/**
 * Whether JSON text nests arrays and objects deeper than `max`, read without parsing: brackets
 * inside strings do not count. A body that passes parses into a value whose recursive walks (zod's
 * among them) stay shallow; one that does not is refused before JSON.parse builds it.
 */
export function jsonDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Where a parsed body (or a query) holds text that is not well-formed UTF-16 (a lone surrogate, as
 * JSON's "\ud800" makes it): the paths of such strings as field errors (at most MAX_FIELD_ERRORS),
 * and whether an object key was one (a key is no field; the caller refuses the whole request).
 * Only plain objects and arrays are walked: an uploaded file's bytes are not text.
 */
export function malformedText(value: unknown): { errors: FieldError[]; badKey: boolean } {
  const errors: FieldError[] = [];
  const stack: { value: unknown; path: string }[] = [{ value, path: '' }];
  while (stack.length > 0 && errors.length < MAX_FIELD_ERRORS) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (hasLoneSurrogate(current)) errors.push({ path, code: 'VALIDATION_FORBIDDEN_CHARACTERS' });
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    const isArray = Array.isArray(current);
    if (!isArray && Object.getPrototypeOf(current) !== Object.prototype) continue;
    for (const [key, child] of Object.entries(current)) {
      if (!isArray && hasLoneSurrogate(key)) return { errors, badKey: true };
      stack.push({ value: child, path: path ? `${path}.${key}` : key });
    }
  }
  return { errors, badKey: false };
}

/**
 * A path parameter as the route gets it: percent-decoded, or undefined when the encoding is broken
 * (`%ZZ`, a cut-off `%E0%A4%A`, bytes that are no UTF-8) or the result holds control characters,
 * which no id or name in a path ever has.
 */
export function decodePathParam(raw: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return /[\x00-\x1F\x7F-\x9F]/.test(decoded) || hasLoneSurrogate(decoded) ? undefined : decoded;
}
