import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { describeError, translateCode } from '@web/api/errors';

/** Translators for catalogue codes, bound to the current language. */
export function useErrorText() {
  const { i18n } = useTranslation();
  const tr = { t: (key: string, options?: Record<string, unknown>) => i18n.t(key, options), exists: (key: string) => i18n.exists(key) };
  return {
    field: (error: FieldError | undefined) => (error ? translateCode(tr, error.code, error.params) : undefined),
    /** A code met as a plain string (a job's failure, a message's last error): the catalogue's words, or the string itself when it is no catalogue code. */
    code: (code: string, params?: Record<string, unknown>) => (tr.exists(`errors.${code}`) ? translateCode(tr, code, params) : code),
    describe: (error: unknown, labels?: Record<string, string>) => describeError(tr, error, labels),
  };
}
