import { useEffect, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { api, ApiError } from '@web/api';
import { useErrorText } from '@web/common/use-error-text';
import { AuthMessage } from '../common/AuthForm';

/** A token is spent on first use: React's double effects in dev must not send it twice. */
const attempts = new Map<string, Promise<unknown>>();
const verifyOnce = (token: string) => {
  if (!attempts.has(token)) attempts.set(token, api('auth.verify', { body: { token } }));
  return attempts.get(token)!;
};

export default function VerifyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [state, setState] = useState<{ status: 'working' } | { status: 'done' } | { status: 'failed'; error: unknown }>(
    token ? { status: 'working' } : { status: 'failed', error: new ApiError(400, 'AUTH_TOKEN_NOT_FOUND') },
  );

  useEffect(() => {
    if (!token) return;
    let live = true;
    verifyOnce(token).then(
      () => live && setState({ status: 'done' }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthMessage title={t('auth.verify.title')}>
      {state.status === 'working' && <Spinner size="big" />}
      {state.status === 'done' && (
        <Alert type="success" header={t('auth.verify.doneTitle')}>
          {t('auth.verify.doneMessage')}
        </Alert>
      )}
      {state.status === 'failed' && (
        <Alert type="error" header={t('auth.verify.failedTitle')}>
          {errorText.describe(state.error)}
        </Alert>
      )}
      {state.status !== 'working' && (
        <Button variant={state.status === 'done' ? 'primary' : 'normal'} onClick={() => navigate('/login')}>
          {t('auth.verify.toLogin')}
        </Button>
      )}
    </AuthMessage>
  );
}
