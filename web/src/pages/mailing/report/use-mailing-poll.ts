import type { Mailing } from '@shared/schemas/mailing';
import { pollInterval, useApiQuery } from '@web/api/query';
import { ACTIVE_POLL_MS, ACTIVE_STATES, IDLE_POLL_MS } from './stats';

/**
 * Statistics keep moving as delivery, open and click events arrive long after sending ends, so
 * polling never stops, it only slows down: every second at first while planned or sending, up to
 * ACTIVE_POLL_MS while nothing moves, and IDLE_POLL_MS once it has ended. Paused in a hidden tab.
 */
const mailingPoll = pollInterval<Mailing>({
  isActive: (mailing) => ACTIVE_STATES.includes(mailing.state),
  progress: (mailing) => [mailing.state, mailing.stats],
  idleMs: IDLE_POLL_MS,
  backoff: { firstMs: 1000, maxMs: ACTIVE_POLL_MS, factor: 1.6 },
});

/** Keeps a mailing fresh while its report is open. */
export function useMailingPoll(id: string) {
  const query = useApiQuery('mailings.get', { params: { id } }, { refetchInterval: mailingPoll });
  return {
    mailing: query.data ?? null,
    error: query.error,
    updatedAt: query.dataUpdatedAt ? new Date(query.dataUpdatedAt) : null,
    /** Puts in a mailing an action answered (a resume), before the next read. */
    replace: query.set,
  };
}
