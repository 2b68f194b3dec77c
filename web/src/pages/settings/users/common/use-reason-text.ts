import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { useErrorText } from '@web/common/use-error-text';
import type { Reason } from './member-rules';
import { asTranslator } from '@web/i18n';

/** Explains a disabled action: our own wording where one exists, else the catalogue's message. */
export function useReasonText(): (reason: Reason | null | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return (reason) => {
    if (!reason) return undefined;
    // Reasons come from rules and the catalogue; `exists` picks the wording, so the keys are built at run time.
    const tr = asTranslator(i18n);
    const key = `usersAdmin.reasons.${reason}`;
    if (tr.exists(key)) return tr.t(key);
    return tr.exists(`errors.${reason}`) ? tr.t(`errors.${reason}`) : t('errors.UNKNOWN_ERROR');
  };
}

/**
 * A field's error text. The catalogue's USER_LAST_ADMIN speaks of removal only; on a role or a
 * copied access it means a demotion, so the field gets the wording that fits both.
 */
export function useRuleFieldText(): (error: FieldError | undefined) => string | undefined {
  const errorText = useErrorText();
  const reasonText = useReasonText();
  return (error) => (error?.code === 'USER_LAST_ADMIN' ? reasonText(error.code) : errorText.field(error));
}
