import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { useTranslation } from 'react-i18next';
import { LostPasswordBody } from '@shared/schemas/auth';
import { api, isApiError } from '@web/api';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useFollow } from '@web/common/use-follow';
import { useZodForm } from '@web/common/use-zod-form';
import { currentLanguage } from '@web/i18n/i18n-react';
import { AuthForm, AuthMessage } from '../common/AuthForm';

/** Failures worth telling: the rest must look like success, so no one can probe which addresses exist. */
const SHOWN = new Set(['ERR_NETWORK', 'INTERNAL_SERVER_ERROR', 'AUTH_EMAIL_SENT_RECENTLY', 'AUTH_TOO_MANY_ATTEMPTS', 'VALIDATION_FAILED']);

export default function LostPasswordPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const form = useZodForm(LostPasswordBody, { email: '' }, { prepare: (v) => ({ ...v, language: currentLanguage() }) });

  const { handleSubmit, submitting, error } = useFormSubmit(form, {
    // Any failure not in SHOWN answers exactly as a success does.
    intercept: (e) => {
      if (isApiError(e) && SHOWN.has(e.code)) return false;
      setDone(true);
      return true;
    },
  });
  const submit = handleSubmit(async (body) => {
    await api('auth.lostPassword', { body });
    setDone(true);
  });

  if (done) {
    return (
      <AuthMessage title={t('auth.lostPassword.doneTitle')}>
        <Alert type="info">{t('auth.lostPassword.doneMessage')}</Alert>
        <Link href="/login" onFollow={follow}>
          {t('auth.backToLogin')}
        </Link>
      </AuthMessage>
    );
  }

  return (
    <AuthForm
      title={t('auth.lostPassword.title')}
      description={t('auth.lostPassword.description')}
      onSubmit={() => void submit()}
      errorText={error ? errorText.describe(error) : undefined}
      actions={
        <Button variant="primary" loading={submitting} formAction="submit">
          {t('auth.lostPassword.submit')}
        </Button>
      }
      footer={
        <Link href="/login" onFollow={follow}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <TextField
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        autoFocus
        value={form.values.email}
        onChange={(v) => form.set('email', v)}
        errorText={errorText.field(form.errors.email)}
      />
    </AuthForm>
  );
}
