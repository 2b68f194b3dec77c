import { useEffect, useState } from 'react';
import type { Estimate } from '@shared/schemas/segments';
import type { DraftGroup } from '@shared/segments/validate';
import { api, ApiError } from '@web/api';
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

interface Answer {
  key: string;
  attempt: number;
  estimate?: Estimate;
  error?: unknown;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const onAbort = () => (clearTimeout(timer), reject(signal.reason as Error));
    const timer = setTimeout(() => (signal.removeEventListener('abort', onAbort), resolve()), ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Starts an estimate and reads it until it is finished (its result) or failed (thrown, with its code). */
async function estimate(conditions: DraftGroup, signal: AbortSignal): Promise<Estimate> {
  let run = await api('segments.estimate', { body: { conditions: asConditionsBody(conditions) }, signal });
  for (let delay = POLL_FIRST_MS; run.state === 'queued' || run.state === 'running'; delay = Math.min(POLL_MAX_MS, Math.round(delay * 1.5))) {
    await wait(delay, signal);
    run = await api('segments.estimates.get', { params: { id: run.id }, signal });
  }
  if (run.state === 'finished' && run.result) return run.result;
  throw new ApiError(500, run.failure?.code ?? 'SEGMENT_CALCULATION_FAILED');
}

/**
 * A live estimate of the audience for a tree that passes the checks (`conditions` null otherwise),
 * once it has stopped changing for a moment. It runs in the background: started with POST
 * /segments/estimate, then read by id until it is done. A newer tree abandons the older estimate
 * (its reads stop, and its answer is never shown as current); meanwhile the last figure stays as "loading".
 */
export function useEstimate(conditions: DraftGroup | null): EstimateState & { retry: () => void } {
  const settled = useDebounced(conditions, ESTIMATE_DEBOUNCE_MS);
  const key = settled ? JSON.stringify(settled) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    estimate(JSON.parse(key) as DraftGroup, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setAnswer({ key, attempt, estimate: result });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, attempt, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (conditions === null) return { status: 'incomplete', retry };
  const latest = key === JSON.stringify(conditions);
  const current = answer !== null && answer.key === key && answer.attempt === attempt && latest;
  if (current && answer.estimate) return { status: 'done', estimate: answer.estimate, retry };
  if (current) return { status: 'failed', error: answer.error, retry };
  return { status: 'loading', last: answer?.estimate, retry };
}
