import type { MailingState } from '@shared/constants';
import type { MailingStats } from '@shared/schemas/mailing';
import { addProgress, progressRepository } from '@functions/delivery/progress';
import { ENGAGEMENT_COUNTERS, rollupsRepository } from './rollups-repository';

/** Only a mailing that started sending can have roll-ups: the others are not read for them. */
const SENDING_STARTED: readonly MailingState[] = ['sending', 'paused', 'sent', 'failed', 'cancelled'];

/**
 * The report's counters as one consistent picture. `sent` is counted by the delivery workers
 * (progress counters) and `delivered`/`bounced` by the events worker (roll-ups), each on its own
 * clock: SES can report a delivery before the sender's progress batch is committed, so a live report
 * could read more delivered than sent. A message sent ends delivered or bounced, never both, so
 * together they are capped at `sent` here (delivered first, bounced in what is left), the one place every mailing's stats pass through (get and list);
 * the lag closes by itself once the sender's counters catch up. A mailing whose `sent` is still 0
 * (nothing committed yet) shows no outcomes rather than outcomes of nothing.
 */
export function consistentStats<T extends MailingStats>(stats: T): T {
  const delivered = Math.max(0, Math.min(stats.delivered, stats.sent));
  const bounced = Math.max(0, Math.min(stats.bounced, stats.sent - delivered));
  return { ...stats, delivered, bounced };
}

/**
 * Mailings with the stats a report shows: progress (sent, failed) as the progress counters count it
 * (delivery/progress.ts), engagement as its roll-ups count it, each added to what the mailing item itself counted (a
 * mailing of layout 1 sent before the roll-ups, or one whose events arrived before them).
 */
export async function withEngagement<T extends { id: string; state: MailingState; stats: MailingStats }>(
  accountId: string,
  mailings: readonly T[],
): Promise<T[]> {
  const started = mailings.filter((m) => SENDING_STARTED.includes(m.state)).map((m) => m.id);
  const [sums, progress] = await Promise.all([rollupsRepository.sums(accountId, started), progressRepository.sums(accountId, started)]);
  return mailings.map((mailing) => {
    const add = sums.get(mailing.id);
    const settled = progress.get(mailing.id);
    const stats = addProgress({ ...mailing.stats }, settled);
    if (add) for (const counter of ENGAGEMENT_COUNTERS) stats[counter] = (stats[counter] ?? 0) + add[counter];
    // Issue 17: recipients settled, for the lists' progress column (a mailing item counted them itself before the progress counters).
    return {
      ...mailing,
      stats: consistentStats(stats),
      ...(settled ? { processed: Math.max(Number((mailing as { processed?: number }).processed ?? 0), settled.processed) } : {}),
    };
  });
}
