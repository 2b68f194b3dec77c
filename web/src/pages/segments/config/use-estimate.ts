import { useEffect, useState } from 'react';
import type { Estimate } from '@shared/schemas/segments';
import type { DraftGroup } from '@shared/segments/validate';
import { api } from '@web/api';
import { useDebounced } from '@web/common/use-debounced';
import { asConditionsBody } from '../builder/draft';

export type EstimateState =
  | { status: 'incomplete' }
  | { status: 'loading'; last?: Estimate }
  | { status: 'done'; estimate: Estimate }
  | { status: 'failed'; error: unknown };

/** How long the tree must stay as it is before it is estimated. */
export const ESTIMATE_DEBOUNCE_MS = 600;

interface Answer {
  key: string;
  attempt: number;
  estimate?: Estimate;
  error?: unknown;
}

/**
 * A live estimate of the audience (POST /segments/estimate) for a tree that passes the checks
 * (`conditions` null otherwise), once it has stopped changing for a moment. While a newer tree
 * waits or is asked about, the last figure stays as "loading".
 */
export function useEstimate(conditions: DraftGroup | null): EstimateState & { retry: () => void } {
  const settled = useDebounced(conditions, ESTIMATE_DEBOUNCE_MS);
  const key = settled ? JSON.stringify(settled) : null;
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    api('segments.estimate', { body: { conditions: asConditionsBody(JSON.parse(key) as DraftGroup) }, signal: controller.signal }).then(
      (estimate) => setAnswer({ key, attempt, estimate }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ key, attempt, error });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = () => setAttempt((n) => n + 1);
  if (conditions === null) return { status: 'incomplete', retry };
  const current = answer !== null && answer.key === key && answer.attempt === attempt && key === JSON.stringify(conditions);
  if (current && answer.estimate) return { status: 'done', estimate: answer.estimate, retry };
  if (current) return { status: 'failed', error: answer.error, retry };
  return { status: 'loading', last: answer?.estimate, retry };
}
