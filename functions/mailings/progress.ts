import type { MailingState } from '@shared/constants';

const STARTED: readonly MailingState[] = ['sending', 'paused', 'sent', 'failed', 'cancelled'];

/** The lists' progress column: the share of planned recipients whose send ended (0–1), once a sending started and its count is known. */
export function progressOf(state: MailingState, processed: number | undefined, recipients: number): { progress?: number } {
  if (!STARTED.includes(state) || recipients <= 0) return {};
  return { progress: Math.min(1, Math.max(0, (processed ?? 0) / recipients)) };
}
