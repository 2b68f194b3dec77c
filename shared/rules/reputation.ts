import { REPUTATION_BOUNCE_RATE, REPUTATION_COMPLAINT_RATE, REPUTATION_MIN_DELIVERIES } from '../constants';

export interface ReputationCounts {
  delivered: number;
  complained: number;
  /** Hard (permanent) bounces only: a full mailbox says nothing about the list. */
  bounced: number;
}
export type ReputationPause = 'complaint_rate' | 'bounce_rate';

// Rates compared in whole parts per million, so 3 complaints in 1,000 deliveries is exactly 0.3%
// (0.003 × 1000 in floating point may land a hair either side of 3).
const PPM = 1_000_000;
const reaches = (count: number, delivered: number, rate: number) => count * PPM >= Math.round(rate * PPM) * delivered;

/**
 * Issue 12, section 6: a sending pauses when, after at least REPUTATION_MIN_DELIVERIES deliveries,
 * its complaints reach REPUTATION_COMPLAINT_RATE of them or its hard bounces REPUTATION_BOUNCE_RATE.
 * Complaints are named first when both are reached: they hurt the sender more.
 */
export function reputationPause({ delivered, complained, bounced }: ReputationCounts): ReputationPause | undefined {
  if (!(delivered >= REPUTATION_MIN_DELIVERIES)) return undefined;
  if (reaches(complained, delivered, REPUTATION_COMPLAINT_RATE)) return 'complaint_rate';
  if (reaches(bounced, delivered, REPUTATION_BOUNCE_RATE)) return 'bounce_rate';
  return undefined;
}

/** The numbers a reputation pause keeps for the person who must decide (rates as fractions). */
export function reputationDetail(reason: ReputationPause, counts: ReputationCounts): Record<string, number> {
  const count = reason === 'complaint_rate' ? counts.complained : counts.bounced;
  const limit = reason === 'complaint_rate' ? REPUTATION_COMPLAINT_RATE : REPUTATION_BOUNCE_RATE;
  return {
    rate: counts.delivered ? count / counts.delivered : 0,
    limit,
    delivered: counts.delivered,
    complained: counts.complained,
    bounced: counts.bounced,
  };
}
