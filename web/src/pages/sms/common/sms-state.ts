import type { Sms, SmsStats } from '@shared/schemas/sms';
import type { JobView } from '@web/common/job-progress/job-view';

/** While a sending goes out its counters move: the history reads it again this often. */
export const SENDING_POLL_MS = 2000;

/** A state's text: the states of issue 17 (planned, cancelled) carry theirs with the SMS pages (sms-planning.json). */
export const smsStateKey = (state: Sms['state']) =>
  state === 'planned' || state === 'cancelled' ? (`smsPlanning.state.${state}` as const) : (`sms.state.${state}` as const);

export const isSending = (sms: Pick<Sms, 'state'>): boolean => sms.state === 'sending';

const PHASES: Record<Sms['state'], JobView['phase']> = {
  awaiting: 'paused',
  planned: 'queued',
  cancelled: 'stopped',
  sending: 'running',
  paused: 'paused',
  sent: 'finished',
  failed: 'failed',
  rejected: 'stopped',
};

/**
 * A sending as any job's progress: recipients settled (sent, not sent or skipped) of all
 * recipients; a paused one waits for a resume (not polled), a failed one says why. One awaiting
 * acceptance (4-eye verification) waits for a person too, as a paused one does, so it is not polled
 * as a working job; a rejected one ended without sending, as a stopped job.
 */
export const smsView = (sms: Pick<Sms, 'state' | 'processed' | 'stats' | 'lastError'>): JobView => ({
  phase: PHASES[sms.state],
  done: sms.processed,
  total: sms.stats.recipients,
  failure: sms.state === 'failed' && sms.lastError ? { code: sms.lastError } : undefined,
});

/** The outcomes of a sending, in the order the chart and the table show them. */
export const OUTCOME_KEYS = ['sent', 'notSent', 'notSentPrefix'] as const satisfies readonly (keyof SmsStats)[];
export type OutcomeKey = (typeof OUTCOME_KEYS)[number];

/** The chart's slices: the outcomes that happened at least once. */
export const outcomeSlices = (stats: SmsStats): { key: OutcomeKey; value: number }[] =>
  OUTCOME_KEYS.map((key) => ({ key, value: stats[key] })).filter((slice) => slice.value > 0);
