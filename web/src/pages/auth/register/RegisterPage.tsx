import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';
import { RegisterBody } from '@shared/schemas/auth';
import { api } from '@web/api';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useFollow } from '@web/common/use-follow';
import { useZodForm } from '@web/common/use-zod-form';
import { currentLanguage } from '@web/i18n/i18n-react';
import { AuthForm, AuthMessage } from '../common/AuthForm';
import { newPasswordErrors } from '../common/new-password';
import { NewPasswordFields } from '../common/NewPasswordFields';

const EMPTY = { name: '', company: '', email: '', password: '', passwordRepeat: '' };

/**
 * Server codes that belong to one field rather than to the whole form. An address that already has
 * a user is no error: the API answers as for a new one and e-mails that address instead, so the
 * page says the same "check your inbox" either way.
 */
const CODE_FIELDS = {
  USER_EMAIL_DOMAIN_FORBIDDEN: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_BAD_CHARACTERS: 'password',
  PASSWORD_WEAK: 'password',
  PASSWORD_BAD_PHRASE: 'password',
  PASSWORD_DIFFERENT: 'passwordRepeat',
} as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const errorText = useErrorText();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(RegisterBody, EMPTY, {
    // The account speaks the language its owner signed up in.
    prepare: (v) => ({ ...v, language: currentLanguage() }),
    extra: newPasswordErrors,
  });

  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS });
  const submit = handleSubmit(async (body) => {
    await api('auth.register', { body });
    setSentTo(body.email);
  });

  if (sentTo) {
    return (
      <AuthMessage title={t('auth.register.doneTitle')}>
        <Alert type="success">{t('auth.register.doneMessage', { email: sentTo })}</Alert>
        <Link href="/login" onFollow={follow}>
          {t('auth.backToLogin')}
        </Link>
      </AuthMessage>
    );
  }

  const field = (name: 'name' | 'company' | 'email', autoComplete: string, type?: 'email') => (
    <TextField
      label={t(`auth.fields.${name}`)}
      type={type}
      autoComplete={autoComplete}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      errorText={errorText.field(form.errors[name])}
    />
  );

  return (
    <AuthForm
      title={t('auth.register.title')}
      description={t('auth.register.description')}
      onSubmit={() => void submit()}
      errorText={error ? errorText.describe(error) : undefined}
      actions={
        <Button variant="primary" loading={submitting} formAction="submit">
          {t('auth.register.submit')}
        </Button>
      }
      footer={
        <Box textAlign="center">
          {t('auth.register.haveAccount')}{' '}
          <Link href="/login" onFollow={follow}>
            {t('auth.register.login')}
          </Link>
        </Box>
      }
    >
      {field('name', 'name')}
      {field('company', 'organization')}
      {field('email', 'email', 'email')}
      <NewPasswordFields values={form.values} errors={form.errors} onChange={(name, value) => form.set(name, value)} />
    </AuthForm>
  );
}
