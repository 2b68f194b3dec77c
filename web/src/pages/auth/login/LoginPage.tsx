import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoginBody } from '@shared/schemas/auth';
import { api, isApiError } from '@web/api';
import { safeReturnPath } from '@web/app/navigation';
import { preloadWhenIdle } from '@web/app/preload';
import { setSessionUser, useSession } from '@web/app/session/session-store';
import { TextField } from '@web/common/TextField';
import { useFollow } from '@web/common/use-follow';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { AuthForm } from '../common/AuthForm';

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const follow = useFollow();
  const [search] = useSearchParams();
  const session = useSession();
  const errorText = useErrorText();
  const returnPath = safeReturnPath(search.get('return'));
  const [needsCode, setNeedsCode] = useState(false);
  // Most sign-ins land on the dashboard: its code is fetched while the user types.
  useEffect(preloadWhenIdle, []);
  const form = useZodForm(
    LoginBody,
    { email: '', password: '', code: '' },
    {
      prepare: (v) => ({ email: v.email, password: v.password, ...(needsCode ? { code: v.code.trim() } : {}) }),
    },
  );
  const { handleSubmit, submitting, error } = useFormSubmit(form, {
    // Signed in: stay busy while the page goes, so the redirect below does not fire as well.
    keepBusy: true,
    intercept: (e) => {
      // The code field appears; the message saying why still shows.
      if (isApiError(e) && e.code === 'AUTH_2FA_REQUIRED') setNeedsCode(true);
      // The password has expired: the answer carries a one-time link to set a new one.
      if (isApiError(e) && e.code === 'PASSWORD_EXPIRED' && typeof e.params.token === 'string') {
        navigate(`/recover?token=${encodeURIComponent(e.params.token)}&expired=1`);
        return true;
      }
      return false;
    },
  });
  const submit = handleSubmit(async (body) => {
    setSessionUser(await api('auth.login', { body }));
    navigate(returnPath, { replace: true });
  });

  if (session.status === 'authenticated' && !submitting) return <Navigate to={returnPath} replace />;

  return (
    <SpaceBetween size="l">
      {search.get('locked') === '1' && (
        <Alert type="warning" header={t('auth.login.lockedTitle')}>
          {t('errors.AUTH_TIMED_PERMISSION_LOCKED')}
        </Alert>
      )}
      {search.get('return') && !search.get('locked') && <Alert type="info">{t('auth.login.sessionNeeded')}</Alert>}
      <AuthForm
        title={t('auth.login.title')}
        description={t('auth.login.description')}
        onSubmit={() => void submit()}
        errorText={error ? errorText.describe(error) : undefined}
        actions={
          <Button variant="primary" loading={submitting} formAction="submit">
            {t('auth.login.submit')}
          </Button>
        }
        footer={
          <Box textAlign="center">
            {t('auth.login.noAccount')}{' '}
            <Link href="/register" onFollow={follow}>
              {t('auth.login.register')}
            </Link>
          </Box>
        }
      >
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          autoFocus
          value={form.values.email}
          onChange={(v) => form.set('email', v)}
          errorText={errorText.field(form.errors.email)}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          value={form.values.password}
          onChange={(v) => form.set('password', v)}
          errorText={errorText.field(form.errors.password)}
        />
        {needsCode && (
          <TextField
            label={t('auth.fields.code')}
            autoComplete="one-time-code"
            value={form.values.code}
            onChange={(v) => form.set('code', v)}
            errorText={errorText.field(form.errors.code)}
          />
        )}
        <Link href="/lost-password" onFollow={follow}>
          {t('auth.login.forgot')}
        </Link>
      </AuthForm>
    </SpaceBetween>
  );
}
