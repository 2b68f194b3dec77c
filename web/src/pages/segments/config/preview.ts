import type { EstimatePreviewRow } from '@shared/schemas/segments';
import type { EstimateState } from './use-estimate';

/**
 * What the preview of matching subscribers shows for the live estimate: nothing while the conditions
 * are incomplete or the estimate failed (the estimate panel says why); the last rows, dimmed, while
 * a newer estimate is on its way; and when no row came, why: nobody in the sample matches, or (for
 * a user restricted to segments) none of those who do is within their reach.
 */
export type PreviewView =
  { status: 'loading' } | { status: 'shown'; rows: EstimatePreviewRow[]; stale: boolean; empty: 'noMatch' | 'outOfReach' | null };

export function previewView(state: EstimateState): PreviewView | null {
  if (state.status === 'incomplete' || state.status === 'failed') return null;
  const estimate = state.status === 'done' ? state.estimate : state.last;
  if (!estimate) return { status: 'loading' };
  const rows = estimate.preview;
  // A non-zero count means the sample itself had matches (the count is their share scaled up).
  const empty = rows.length > 0 ? null : estimate.count > 0 ? 'outOfReach' : 'noMatch';
  return { status: 'shown', rows, stale: state.status === 'loading', empty };
}
