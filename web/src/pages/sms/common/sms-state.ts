import type { Sms, SmsStats } from '@shared/schemas/sms';

/** While a sending goes out its counters move: the history reads it again this often. */
export const SENDING_POLL_MS = 2000;

export const isSending = (sms: Pick<Sms, 'state'>): boolean => sms.state === 'sending';

/** Recipients settled (sent, not sent or skipped) of all recipients, 0–100; 0 while they are still being counted. */
export function smsProgress(sms: Pick<Sms, 'processed' | 'stats'>): number {
  const { recipients } = sms.stats;
  return recipients > 0 ? Math.min(100, Math.round((sms.processed / recipients) * 100)) : 0;
}

/** The outcomes of a sending, in the order the chart and the table show them. */
export const OUTCOME_KEYS = ['sent', 'notSent', 'notSentPrefix'] as const satisfies readonly (keyof SmsStats)[];
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

/** The chart's slices: the outcomes that happened at least once. */
export const outcomeSlices = (stats: SmsStats): { key: OutcomeKey; value: number }[] =>
  OUTCOME_KEYS.map((key) => ({ key, value: stats[key] })).filter((slice) => slice.value > 0);
