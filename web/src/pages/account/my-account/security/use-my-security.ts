import { useApiQuery } from '@web/api/query';

/** The signed-in user's security state (2FA, password age and rules); reloaded after each change. */
export function useMySecurity() {
  const query = useApiQuery('security.me', {});
  return { data: query.data ?? null, error: query.error, reload: query.reload };
}
