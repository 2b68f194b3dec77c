import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Estimate, EstimateRun } from '@shared/schemas/segments';
import type { DraftGroup } from '@shared/segments/validate';
import { ApiError } from '@web/api';
import { apiKey } from '@web/api/query';
import { callRoute } from '@web/api/query/call';
import type { JobView } from '@web/common/job-progress/job-view';
import { useJobProgress } from '@web/common/job-progress/use-job-progress';
import { useDebounced } from '@web/common/use-debounced';
import { asConditionsBody } from '../builder/draft';

export type EstimateState =
  | { status: 'incomplete' }
  /** Waiting for the tree to settle, then for the estimate queued and running on the server. */
  | { status: 'loading'; last?: Estimate }
  | { status: 'done'; estimate: Estimate }
  | { status: 'failed'; error: unknown };

/** How long the tree must stay as it is before it is estimated. */
export const ESTIMATE_DEBOUNCE_MS = 600;
/** A started estimate is read again after this long at first, then less and less often, down to once every POLL_MAX_MS. */
export const POLL_FIRST_MS = 500;
export const POLL_MAX_MS = 2000;

const runView = (run: EstimateRun): JobView => ({ phase: run.state, failure: run.failure });
const isRunning = (run: EstimateRun | undefined) => run !== undefined && (run.state === 'queued' || run.state === 'running');

/**
 * A live estimate of the audience for a tree that passes the checks (`conditions` null otherwise),
 * once it has stopped changing for a moment. It runs in the background: started with POST
 * /segments/estimate (one start per tree and attempt, cached), then its run polled by id through
 * the job-progress hook until it is done. A newer tree is a new key: the older reads are
 * cancelled and never shown as current; meanwhile the last figure stays as "loading".
 */
export function useEstimate(conditions: DraftGroup | null): EstimateState & { retry: () => void } {
  const settled = useDebounced(conditions, ESTIMATE_DEBOUNCE_MS);
  const tree = settled ? JSON.stringify(settled) : null;
  const [attempt, setAttempt] = useState(0);
  const start = useQuery({
    queryKey: [...apiKey('segments.estimate'), tree, attempt],
    queryFn: ({ signal }) =>
      callRoute('segments.estimate', { body: { conditions: asConditionsBody(JSON.parse(tree ?? 'null') as DraftGroup) }, signal }),
    enabled: tree !== null,
    // A started estimate belongs to its tree: never started again by itself (retry() does).
    staleTime: Infinity,
    retry: false,
    // The last figure stays on screen while a newer tree is estimated.
    placeholderData: keepPreviousData,
  });
  const run = start.isPlaceholderData ? undefined : start.data;
  const poll = useJobProgress('segments.estimates.get', { params: { id: run?.id ?? '' } }, runView, {
    enabled: isRunning(run),
    placeholderData: keepPreviousData,
    backoff: { firstMs: POLL_FIRST_MS, maxMs: POLL_MAX_MS, factor: 1.5 },
  });
  const polled = poll.data && !poll.isPlaceholderData && poll.data.id === run?.id ? poll.data : undefined;
  const final = polled ?? run;
  const retry = () => setAttempt((n) => n + 1);

  if (conditions === null) return { status: 'incomplete', retry };
  const latest = tree === JSON.stringify(conditions);
  const error = start.error ?? (polled || !isRunning(run) ? null : poll.error);
  if (latest && error) return { status: 'failed', error, retry };
  if (latest && final?.state === 'finished' && final.result) return { status: 'done', estimate: final.result, retry };
  if (latest && final?.state === 'failed')
    return { status: 'failed', error: new ApiError(500, final.failure?.code ?? 'SEGMENT_CALCULATION_FAILED'), retry };
  const last = (poll.data?.result ?? start.data?.result) as Estimate | undefined;
  return { status: 'loading', last, retry };
}
