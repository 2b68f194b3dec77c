import { useEffect, useState } from 'react';
import type { Mailing } from '@shared/schemas/mailing';
import { api } from '@web/api';
import { ACTIVE_POLL_MS, ACTIVE_STATES, IDLE_POLL_MS } from './stats';

/**
 * Keeps a mailing fresh while its report is open: statistics keep moving as delivery, open and
 * click events arrive long after sending ends, so polling never stops, it only slows down.
 */
export function useMailingPoll(id: string) {
  const [mailing, setMailing] = useState<Mailing | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = async () => {
      let next = IDLE_POLL_MS;
      try {
        const fresh = await api('mailings.get', { params: { id }, signal: controller.signal });
        setMailing(fresh);
        setError(null);
        setUpdatedAt(new Date());
        if (ACTIVE_STATES.includes(fresh.state)) next = ACTIVE_POLL_MS;
      } catch (e) {
        if (controller.signal.aborted) return;
        setError(e);
      }
      timer = setTimeout(() => void tick(), next);
    };
    void tick();
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [id]);

  /** Puts in a mailing an action answered (a resume), before the next read. */
  const replace = (fresh: Mailing) => {
    setMailing(fresh);
    setUpdatedAt(new Date());
  };

  return { mailing, error, updatedAt, replace };
}
