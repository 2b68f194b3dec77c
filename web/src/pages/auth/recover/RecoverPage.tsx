import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RecoverBody } from '@shared/schemas/auth';
import { api } from '@web/api';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useFollow } from '@web/common/use-follow';
import { useZodForm } from '@web/common/use-zod-form';
import { AuthForm, AuthMessage } from '../common/AuthForm';
import { newPasswordErrors } from '../common/new-password';
import { NewPasswordFields } from '../common/NewPasswordFields';

const CODE_FIELDS = {
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  PASSWORD_BAD_CHARACTERS: 'password',
  PASSWORD_WEAK: 'password',
  PASSWORD_BAD_PHRASE: 'password',
  PASSWORD_SAME_AS_OLD: 'password',
  PASSWORD_ALREADY_USED: 'password',
  PASSWORD_DIFFERENT: 'passwordRepeat',
} as const;

/** Sets a new password from the link in the e-mail (/recover and /reset-password). */
export default function RecoverPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [done, setDone] = useState(false);
  const form = useZodForm(
    RecoverBody,
    { password: '', passwordRepeat: '' },
    { prepare: (v) => ({ ...v, token }), extra: newPasswordErrors },
  );

  const { handleSubmit, submitting, error } = useFormSubmit(form, { codeFields: CODE_FIELDS });
  const submit = handleSubmit(async (body) => {
    await api('auth.recover', { body });
    setDone(true);
  });

  if (done) {
    return (
      <AuthMessage title={t('auth.recover.doneTitle')}>
        <Alert type="success">{t('auth.recover.doneMessage')}</Alert>
        <Link href="/login" onFollow={follow}>
          {t('auth.backToLogin')}
        </Link>
      </AuthMessage>
    );
  }

  if (!token) {
    return (
      <AuthMessage title={t('auth.recover.title')}>
        <Alert type="error">{t('errors.AUTH_TOKEN_NOT_FOUND')}</Alert>
        <Link href="/lost-password" onFollow={follow}>
          {t('auth.recover.newLink')}
        </Link>
      </AuthMessage>
    );
  }

  return (
    <AuthForm
      title={t('auth.recover.title')}
      description={t('auth.recover.description')}
      notice={
        search.get('expired') === '1' ? (
          <Alert type="warning" header={t('account.expired.title')}>
            {t('account.expired.message')}
          </Alert>
        ) : undefined
      }
      onSubmit={() => void submit()}
      errorText={error ? errorText.describe(error) : undefined}
      actions={
        <Button variant="primary" loading={submitting} formAction="submit">
          {t('auth.recover.submit')}
        </Button>
      }
      footer={
        <Link href="/login" onFollow={follow}>
          {t('auth.backToLogin')}
        </Link>
      }
    >
      <NewPasswordFields values={form.values} errors={form.errors} onChange={(name, value) => form.set(name, value)} />
    </AuthForm>
  );
}
