import type { ZodForm } from './use-zod-form';
import { useFormSubmit } from './use-form-submit';

interface Options<V> {
  /** Server codes that belong to one field rather than to the whole form. */
  codeFields?: Record<string, keyof V & string>;
}

/**
 * The FormModal props that come from its form (`<FormModal {...submit} header=…>`): unsaved input,
 * the save under way, the form error, and the submit: validate → `save` the body → mark the form
 * saved (so closing no longer asks) → `done` with the answer (refresh, notice, close). The buttons
 * stay busy through `done`, since the modal is going away.
 */
export function useModalSubmit<V extends object, O, R>(
  form: ZodForm<V, O>,
  save: (body: O) => Promise<R>,
  done: (saved: R) => unknown,
  options: Options<V> = {},
) {
  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: options.codeFields, keepBusy: true });
  const submit = handleSubmit(async (body) => {
    const saved = await save(body);
    form.markSaved();
    await done(saved);
  });
  return { dirty: form.dirty, submitting, error, onSubmit: () => void submit() };
}
