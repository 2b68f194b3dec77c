import type { EngagementCounts } from '@functions/sending/rollups-repository';

/**
 * Runs after a batch's counters for one sending are written (functions/engagement/ingest.ts), with
 * what this batch added (the sending's totals are the sum of its roll-ups: rollupsRepository.sums).
 * The place for the reputation auto-pause (complaints ≥ 0.3% or hard bounces ≥ 5% after 1,000
 * deliveries). A failure here fails the batch after its counts are written: the redelivery counts
 * nothing twice, and does not come here again for those events.
 */
export async function afterSendingCounted(_accountId: string, _mailingId: string, _added: EngagementCounts): Promise<void> {
  // Nothing yet: the reputation check of issue 12 section 6 goes here.
}
