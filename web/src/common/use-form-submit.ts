import { useState } from 'react';
import type { ZodForm } from './use-zod-form';

interface SubmissionOptions {
  /**
   * Sees each failure first and returns true when it is taken care of (put on a field, or kept
   * from view on purpose); any other failure becomes `error`, shown for the whole form.
   */
  claim?: (error: unknown) => boolean;
}

interface RunOptions {
  /**
   * Stay busy after a success: the page is going away (navigation, a modal closing), so the
   * button must not come back for a moment, nor the page react to a state it is leaving.
   */
  keepBusy?: boolean;
}

/**
 * One server call at a time on a form's behalf: which one is under way (`busy`, null when none)
 * and the error the last one ended with. For flows beyond a single validate-and-send (several
 * actions, a wizard's steps); a plain form uses useFormSubmit.
 */
export function useSubmission<Action extends string>(options: SubmissionOptions = {}) {
  const [busy, setBusy] = useState<Action | null>(null);
  const [error, setError] = useState<unknown>(null);

  /** Runs `call` as `action`, clearing the previous error; resolves to its result, or null when it failed. */
  async function run<R>(action: Action, call: () => Promise<R>, { keepBusy = false }: RunOptions = {}): Promise<R | null> {
    setBusy(action);
    setError(null);
    try {
      const result = await call();
      if (!keepBusy) setBusy(null);
      return result;
    } catch (e) {
      if (!options.claim?.(e)) setError(e);
      setBusy(null);
      return null;
    }
  }

  return { busy, error, run };
}

interface FormSubmitOptions<V> extends RunOptions {
  /** Server codes that belong to one field rather than to the whole form. */
  codeFields?: Record<string, keyof V & string>;
  /**
   * Sees each failure before the form does; returning true keeps it off the form altogether
   * (the page has dealt with it). Returning false lets it go on to the fields or the form error.
   */
  intercept?: (error: unknown) => boolean;
}

/**
 * A form's submit: validate (errors show, nothing is sent when invalid) → send the parsed body →
 * put a rejection on its fields (by the schema's paths or `codeFields`), or else show it for the
 * whole form. `submitting` covers the call; `error` is the form-level failure to describe.
 *
 * `handleSubmit(send)` makes the submit handler, so `send` may use anything the page sets up
 * after this hook (which may itself depend on `submitting`).
 */
export function useFormSubmit<V extends object, O>(form: ZodForm<V, O>, options: FormSubmitOptions<V> = {}) {
  const { codeFields, intercept, keepBusy } = options;
  const { busy, error, run } = useSubmission<'submit'>({
    claim: (e) => intercept?.(e) === true || form.applyServerError(e, codeFields),
  });

  const handleSubmit = (send: (body: O) => Promise<unknown>) => async (): Promise<void> => {
    const body = form.validate();
    if (body) await run('submit', () => send(body), { keepBusy });
  };

  return { handleSubmit, submitting: busy !== null, error };
}
