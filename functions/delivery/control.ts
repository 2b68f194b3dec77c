// Transient: the pause/resume seam is built on branch d12-pause and replaces this file on merge.
import type { SendingRef } from './channel';

export type PauseReason = 'daily_quota' | 'complaint_rate' | 'bounce_rate';
export async function pauseSending(_ref: SendingRef, _reason: PauseReason, _options?: { resumeAt?: string; detail?: Record<string, number> }): Promise<boolean> {
  throw new Error('pauseSending comes with d12-pause');
}
export async function parkBatch(_ref: SendingRef, _subscriberIds: readonly string[]): Promise<void> {
  throw new Error('parkBatch comes with d12-pause');
}
