import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '@web/api';
import { clearSession } from '@web/app/session/session-store';
import { PageSpinner } from '@web/common/PageSpinner';

let pending: Promise<unknown> | null = null;

/** Ends the session on the server (best effort: the user leaves either way) and goes to login. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    pending ??= api('auth.logout', { body: {} }).catch(() => undefined);
    void pending.then(() => {
      pending = null;
      clearSession();
      navigate('/login', { replace: true });
    });
  }, [navigate]);
  return <PageSpinner />;
}
