import { useState } from 'react';
import type { z } from 'zod';
import type { FieldError } from '@shared/errors';
import { toFieldErrors } from '@shared/validation';
import { isApiError } from '@web/api/errors';

interface FormOptions<V> {
  /** Turns form state (strings from inputs) into what the schema reads. */
  prepare?: (values: V) => unknown;
  /** Rules the schema cannot say alone (password policy, repeated password). */
  extra?: (values: V) => FieldError[];
}

/** An emptied input means "no value": the schema then says "required", not "too short". */
function blankToUndefined(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [key, typeof value === 'string' && value.trim() === '' ? undefined : value]),
  );
}

/** Brings the first field with an error into view (and focus) once the errors have rendered. */
export function focusFirstInvalid(): void {
  setTimeout(() => {
    const field = document.querySelector<HTMLElement>('[aria-invalid="true"]');
    field?.focus();
    field?.scrollIntoView({ block: 'center' });
  }, 0);
}

function byPath(errors: FieldError[]): Record<string, FieldError> {
  const out: Record<string, FieldError> = {};
  for (const error of errors) out[error.path] ??= error;
  return out;
}

/**
 * Form state validated by the same zod schema the API uses, so a field shows the same catalogue
 * code whether the browser or the server caught it. Errors show after the first submit attempt.
 */
export function useZodForm<V extends object, O>(schema: z.ZodType<O>, initial: V, options: FormOptions<V> = {}) {
  const [values, setValues] = useState<V>(initial);
  const [baseline, setBaseline] = useState<V>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldError>>({});
  const { prepare, extra } = options;

  const check = (v: V): { data?: O; errors: FieldError[] } => {
    const input = blankToUndefined(prepare ? prepare(v) : v);
    const result = schema.safeParse(input);
    const errors = [...(result.success ? [] : toFieldErrors(result.error.issues, input)), ...(extra?.(v) ?? [])];
    return { data: result.success && errors.length === 0 ? result.data : undefined, errors };
  };

  // Cheap enough to run on every render; keeps errors live while the user fixes them.
  const clientErrors = submitted ? byPath(check(values).errors) : {};

  return {
    values,
    errors: { ...clientErrors, ...serverErrors } as Record<string, FieldError | undefined>,
    dirty: JSON.stringify(values) !== JSON.stringify(baseline),
    set<K extends keyof V>(field: K, value: V[K]) {
      setValues((prev) => ({ ...prev, [field]: value }));
      setServerErrors((prev) => {
        const next = { ...prev };
        delete next[field as string];
        return next;
      });
    },
    /** Parsed output ready to send, or null with the errors now visible. */
    validate(): O | null {
      setSubmitted(true);
      setServerErrors({});
      const data = check(values).data;
      if (data === undefined && typeof document !== 'undefined') focusFirstInvalid();
      return data ?? null;
    },
    /** Puts a server rejection on its fields; returns false when it belongs to the whole form. */
    applyServerError(error: unknown, codeToField: Record<string, keyof V & string> = {}): boolean {
      if (!isApiError(error)) return false;
      const field = codeToField[error.code];
      if (field) {
        setServerErrors({ [field]: { path: field, code: error.code as FieldError['code'] } });
        return true;
      }
      const fieldErrors = error.fieldErrors.filter((fe) => fe.path in values);
      if (fieldErrors.length === 0 || fieldErrors.length !== error.fieldErrors.length) return false;
      setServerErrors(byPath(fieldErrors));
      return true;
    },
    /** The current values become the saved state (no leave prompt). */
    markSaved(next?: V) {
      if (next) setValues(next);
      setBaseline(next ?? values);
    },
  };
}
export type ZodForm<V extends object, O> = ReturnType<typeof useZodForm<V, O>>;
