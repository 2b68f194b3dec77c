import { useTranslation } from 'react-i18next';
import { OTHER_REASON } from '@shared/rules/import-outcome';
import type { ImportRejectReason } from '@shared/schemas/imports';
import { asPhrase } from '../file/sample-check';
import { useImportErrorText } from './use-import-error';

/**
 * Why rows were rejected, as a marketer reads it, wherever an import names its reasons: the
 * catalogue's words (or "other reasons" past the ones an import keeps counts of, see
 * shared/rules/import-outcome.ts), the field or column, the count.
 */
export function useReasonText() {
  const { t, i18n } = useTranslation();
  const errorText = useImportErrorText();
  const message = (code: string) => (code === OTHER_REASON ? t('imports.summary.otherReasons') : errorText.code(code));
  const number = (n: number) => n.toLocaleString(i18n.language);
  return {
    /** After the import (its summary, the list): the reason starts the line, "Invalid e-mail — E-mail (column 1): 38". */
    summary(r: ImportRejectReason, fieldLabel: (field: string) => string): string {
      const reason = message(r.code).trim().replace(/\.$/, '');
      const count = number(r.count);
      if (r.field === undefined) return t('imports.summary.reasonRow', { reason, count });
      const field = fieldLabel(r.field);
      return r.column === undefined
        ? t('imports.summary.reasonField', { reason, field, count })
        : t('imports.summary.reasonColumn', { reason, field, column: r.column + 1, count });
    },
    /** Before the start (the sample check): the reason inside a sentence about a column as the user named it, with an example. */
    sample(r: ImportRejectReason, column: string | null): string {
      const reason = asPhrase(message(r.code));
      const count = number(r.count);
      if (column === null) return t('imports.sample.reasonRow', { reason, count });
      return r.example
        ? t('imports.sample.reasonExample', { column, reason, example: r.example, count })
        : t('imports.sample.reason', { column, reason, count });
    },
  };
}
