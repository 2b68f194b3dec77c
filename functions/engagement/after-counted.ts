import { reputationDetail, reputationPause } from '@shared/rules/reputation';
import { pauseSending } from '@functions/delivery/control';
import { rollupsRepository, type EngagementCounts } from '@functions/sending/rollups-repository';

/**
 * Runs after a batch's counters for one sending are written (functions/engagement/ingest.ts), with
 * what this batch added. Protects the sender's reputation (issue 12, section 6): once the mailing
 * has 1,000 deliveries, complaints at 0.3 % or hard bounces at 5 % of them pause it (a person with
 * PERM_MWYSYL decides whether to resume) and tell whoever ordered it. Only a sending still under way
 * pauses (the pause is conditional on `sending`). A failure here fails the batch after its counts
 * are written: the redelivery counts nothing twice, and the next batch of that sending checks again.
 */
export async function afterSendingCounted(accountId: string, mailingId: string, added: EngagementCounts): Promise<void> {
  if (added.delivered + added.complained + added.bounced === 0) return;
  const totals = (await rollupsRepository.sums(accountId, [mailingId])).get(mailingId);
  if (!totals) return;
  const reason = reputationPause(totals);
  if (reason) await pauseSending({ channel: 'email', accountId, id: mailingId }, reason, { detail: reputationDetail(reason, totals) });
}
