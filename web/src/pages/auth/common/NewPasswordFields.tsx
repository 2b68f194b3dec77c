import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { checkPassword, DEFAULT_PASSWORD_POLICY, PASSWORD_SPECIALS, type PasswordPolicy } from '@shared/schemas/auth';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import type { NewPassword } from './new-password';

interface Props {
  values: NewPassword;
  errors: Record<string, FieldError | undefined>;
  onChange: (field: keyof NewPassword, value: string) => void;
  /** The account's effective rules (signed-in users); the default policy otherwise. */
  policy?: PasswordPolicy;
  /** Labels for a change of password, where a current password is asked too. */
  labels?: { password: string; passwordRepeat: string };
}

/** Password + repeat with the policy hint and live feedback while typing. */
export function NewPasswordFields({ values, errors, onChange, policy = DEFAULT_PASSWORD_POLICY, labels }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const live = values.password ? checkPassword(values.password, policy) : null;
  const feedback =
    !values.password || errors.password ? null : live ? (
      <StatusIndicator type="warning">{errorText.field({ path: 'password', code: live.code, params: live.params })}</StatusIndicator>
    ) : (
      <StatusIndicator type="success">{t('auth.password.strong')}</StatusIndicator>
    );
  return (
    <>
      <TextField
        label={labels?.password ?? t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(v) => onChange('password', v)}
        description={t('auth.password.policy', { min: policy.minLength, specials: PASSWORD_SPECIALS })}
        constraintText={feedback}
        errorText={errorText.field(errors.password)}
      />
      <TextField
        label={labels?.passwordRepeat ?? t('auth.fields.passwordRepeat')}
        type="password"
        autoComplete="new-password"
        value={values.passwordRepeat}
        onChange={(v) => onChange('passwordRepeat', v)}
        errorText={errorText.field(errors.passwordRepeat)}
      />
    </>
  );
}
