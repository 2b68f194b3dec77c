import { useEffect, useState } from 'react';
import type { ImportJob } from '@shared/schemas/imports';
import { api, isApiError } from '@web/api';
import { isImportActive } from './outcomes';

export const IMPORT_POLL_MS = 1500;

/**
 * One import, read again every 1.5 s while it is queued or running, then left alone. A failed read
 * (the network) is retried more slowly; a missing import ends the watch. Render it with `key={id}`.
 */
export function useImportJob(id: string): { job: ImportJob | undefined; error: unknown } {
  const [state, setState] = useState<{ job: ImportJob | undefined; error: unknown }>({ job: undefined, error: null });
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      try {
        const job = await api('imports.get', { params: { id }, signal: controller.signal });
        setState({ job, error: null });
        if (isImportActive(job.state)) timer = setTimeout(() => void tick(), IMPORT_POLL_MS);
      } catch (error) {
        if (controller.signal.aborted) return;
        setState((s) => ({ ...s, error }));
        if (!(isApiError(error) && error.status === 404)) timer = setTimeout(() => void tick(), IMPORT_POLL_MS * 4);
      }
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);
  return state;
}
