import type { MailingState } from '@shared/constants';
import type { MailingStats } from '@shared/schemas/mailing';
import { addProgress, progressRepository } from '@functions/delivery/progress';
import { ENGAGEMENT_COUNTERS, rollupsRepository } from './rollups-repository';

/** Only a mailing that started sending can have roll-ups: the others are not read for them. */
const SENDING_STARTED: readonly MailingState[] = ['sending', 'paused', 'sent', 'failed'];

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
    const stats = addProgress({ ...mailing.stats }, progress.get(mailing.id));
    if (add) for (const counter of ENGAGEMENT_COUNTERS) stats[counter] = (stats[counter] ?? 0) + add[counter];
    return { ...mailing, stats };
  });
}
