import type { MailingState } from '@shared/constants';
import type { MailingStats } from '@shared/schemas/mailing';
import { ENGAGEMENT_COUNTERS, rollupsRepository } from './rollups-repository';

/** Only a mailing that started sending can have roll-ups: the others are not read for them. */
const SENDING_STARTED: readonly MailingState[] = ['sending', 'paused', 'sent', 'failed'];

/**
 * Mailings with the stats a report shows: progress (recipients, sent, failed) as the mailing item
 * counts it, engagement as its roll-ups count it, added to what the mailing item itself counted (a
 * mailing of layout 1 sent before the roll-ups, or one whose events arrived before them).
 */
export async function withEngagement<T extends { id: string; state: MailingState; stats: MailingStats }>(accountId: string, mailings: readonly T[]): Promise<T[]> {
  const started = mailings.filter((m) => SENDING_STARTED.includes(m.state)).map((m) => m.id);
  const sums = await rollupsRepository.sums(accountId, started);
  return mailings.map((mailing) => {
    const add = sums.get(mailing.id);
    if (!add) return mailing;
    const stats = { ...mailing.stats };
    for (const counter of ENGAGEMENT_COUNTERS) stats[counter] = (stats[counter] ?? 0) + add[counter];
    return { ...mailing, stats };
  });
}
