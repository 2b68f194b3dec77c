import type { MailingState } from '@shared/constants';
import type { Mailing, MailingStats } from '@shared/schemas/mailing';
import type { JobView } from '@web/common/job-progress/job-view';

/** Counters in the order the report shows them. */
export const STAT_KEYS = [
  'recipients',
  'sent',
  'delivered',
  'opened',
  'clicked',
  'bounced',
  'complained',
  'unsubscribed',
  'failed',
] as const satisfies readonly (keyof MailingStats)[];

/** States in which numbers change fast: poll quicker. */
export const ACTIVE_STATES: readonly MailingState[] = ['planned', 'sending'];
export const ACTIVE_POLL_MS = 3000;
export const IDLE_POLL_MS = 5000;

export interface Rates {
  /** Share of delivered messages that were opened, 0–1; null when nothing was delivered yet. */
  openRate: number | null;
  /** Share of delivered messages with a click (CTR), 0–1. */
  clickRate: number | null;
}

/**
 * Rates use delivered messages as the base; until delivery events arrive (or where the mail
 * service reports none) sent messages stand in, so the report is not stuck at "—".
 */
export function rates(stats: MailingStats): Rates {
  const base = stats.delivered > 0 ? stats.delivered : stats.sent;
  const share = (n: number) => (base > 0 ? Math.min(n / base, 1) : null);
  return { openRate: share(stats.opened), clickRate: share(stats.clicked) };
}

/**
 * A mailing's sending as any job's progress: sent of recipients. Before it goes out (working,
 * ready, planned) it is queued; a paused one waits for a resume; a failed one says why.
 */
export function mailingView(mailing: Pick<Mailing, 'state' | 'stats' | 'failure'>): JobView {
  const { state } = mailing;
  const phase: JobView['phase'] =
    state === 'sending'
      ? 'running'
      : state === 'paused'
        ? 'paused'
        : state === 'sent'
          ? 'finished'
          : state === 'failed'
            ? 'failed'
            : 'queued';
  return {
    phase,
    done: mailing.stats.sent,
    total: mailing.stats.recipients,
    failure: state === 'failed' && mailing.failure ? mailing.failure : undefined,
  };
}
