import type { FieldError } from '@shared/errors';

/** What the API (or the network) said went wrong, in catalogue terms. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly params: Record<string, unknown> = {},
    /** Passed on without a notification (spec: 403 TIMED_PERMISSION_NO_ACCESS). */
    readonly silent = false,
  ) {
    super(code);
    this.name = 'ApiError';
  }

  /** Field-level errors carried by VALIDATION_FAILED. */
  get fieldErrors(): FieldError[] {
    const errors = this.params.errors;
    return Array.isArray(errors) ? (errors as FieldError[]).filter((e) => e && typeof e.path === 'string') : [];
  }
}

export const NETWORK_ERROR_CODE = 'ERR_NETWORK';

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/** Some servers prefix internal failures; the catalogue knows only the bare code. */
const INTERNAL_PREFIX = /^(internal[ _-]?error|error)\s*[:-]\s*/i;

/** Reads an error response body; anything unreadable becomes UNKNOWN_ERROR with the status kept. */
export async function errorFromResponse(res: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const codeValue = typeof raw.code === 'string' ? raw.code : typeof raw.message === 'string' ? raw.message : undefined;
  const code = codeValue ? codeValue.replace(INTERNAL_PREFIX, '').trim() : res.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNKNOWN_ERROR';
  const params = raw.params && typeof raw.params === 'object' ? (raw.params as Record<string, unknown>) : {};
  // A throttled call says how long to wait (RFC 9110 Retry-After, in seconds): the message can say it too.
  const retryAfter = Number(res.headers.get('retry-after') ?? NaN);
  if (res.status === 429 && Number.isInteger(retryAfter) && retryAfter > 0 && params.retryAfter === undefined)
    return new ApiError(res.status, code, { ...params, retryAfter });
  return new ApiError(res.status, code, params);
}

/** The slice of an i18next instance that translation needs, so tests can pass a real or fake one. */
export interface Translator {
  t: (key: string, options?: Record<string, unknown>) => string;
  exists: (key: string, options?: Record<string, unknown>) => boolean;
}

function primitiveParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(params ?? {})) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  return out;
}

/**
 * A catalogue message's values, with the number it counts by as i18next's `count` so its plural
 * forms apply ("co najmniej 2 znaki", "1 e-mail"): the params carry it as `needed`, `min` or `max`
 * (the first of them present). A message without plural forms ignores `count`.
 */
function messageParams(params: Record<string, unknown> | undefined): Record<string, unknown> {
  const values = primitiveParams(params);
  const count = [values.count, values.needed, values.min, values.max].find((v) => typeof v === 'number');
  return count === undefined ? values : { count, ...values };
}

/** "30 s", "5 min": how long to wait, in the words of the language (whole minutes from one minute up). */
function waitText(tr: Translator, seconds: number): string {
  return seconds < 60 ? tr.t('errors.wait.seconds', { n: seconds }) : tr.t('errors.wait.minutes', { n: Math.ceil(seconds / 60) });
}

/**
 * Translates one catalogue code; an unknown code falls back to the generic message. A generic code
 * that names what it is about in `params.limit` (FEATURE_LIMIT_REACHED with `limit: 'subscribers'`)
 * reads `errors.<code>_<limit>` where that is translated, and the generic words otherwise. A refusal
 * that says how long to wait (`params.retryAfter`, seconds) reads `errors.<code>_retry` with `{{wait}}`.
 */
export function translateCode(tr: Translator, code: string, params?: Record<string, unknown>): string {
  const key = `errors.${code}`;
  const retryAfter = params?.retryAfter;
  const values = messageParams(params);
  if (typeof retryAfter === 'number' && retryAfter > 0 && tr.exists(`${key}_retry`, values)) {
    return tr.t(`${key}_retry`, { ...values, wait: waitText(tr, retryAfter) });
  }
  const specific = typeof params?.limit === 'string' ? `${key}_${params.limit}` : undefined;
  if (specific && tr.exists(specific, values)) return tr.t(specific, values);
  // A code that can name what it is about (an unknown merge field) has its own words for that.
  if (typeof params?.name === 'string' && tr.exists(`${key}_named`, values)) return tr.t(`${key}_named`, values);
  return tr.exists(key, values) ? tr.t(key, values) : tr.t('errors.UNKNOWN_ERROR');
}

/**
 * The whole message for a failure: the translated code, then one line per field error,
 * "<field label or path>: <message>".
 */
export function describeError(tr: Translator, error: unknown, fieldLabels: Record<string, string> = {}): string {
  if (!isApiError(error)) return tr.t('errors.UNKNOWN_ERROR');
  const lines = [translateCode(tr, error.code, error.params)];
  for (const fe of error.fieldErrors) {
    lines.push(`${fieldLabels[fe.path] ?? fe.path}: ${translateCode(tr, fe.code, fe.params)}`);
  }
  return lines.join('\n');
}
