import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { describeError, translateCode } from '@web/api/errors';
import { asTranslator } from '@web/i18n';

/** Translators for catalogue codes, bound to the current language. */
export function useErrorText() {
  const { i18n } = useTranslation();
  const tr = asTranslator(i18n);
  return {
    field: (error: FieldError | undefined) => (error ? translateCode(tr, error.code, error.params) : undefined),
    /** A code met as a plain string (a job's failure, a message's last error): the catalogue's words, or the string itself when it is no catalogue code. */
    code: (code: string, params?: Record<string, unknown>) => (tr.exists(`errors.${code}`) ? translateCode(tr, code, params) : code),
    describe: (error: unknown, labels?: Record<string, string>) => describeError(tr, error, labels),
  };
}
