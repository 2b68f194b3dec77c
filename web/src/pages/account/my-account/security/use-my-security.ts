import { useCallback, useEffect, useState } from 'react';
import type { MySecurity } from '@shared/schemas/security';
import { api } from '@web/api';

/** The signed-in user's security state (2FA, password age and rules); reloaded after each change. */
export function useMySecurity() {
  const [data, setData] = useState<MySecurity | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api('security.me', { signal: controller.signal }).then(
      (next) => {
        setData(next);
        setError(null);
      },
      (e: unknown) => controller.signal.aborted || setError(e),
    );
    return () => controller.abort();
  }, [generation]);

  return { data, error, reload: useCallback(() => setGeneration((g) => g + 1), []) };
}
