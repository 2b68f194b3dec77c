import type { ScoringState } from '@shared/schemas/scoring';
import { apiKey, useApiMutation } from '@web/api/query';
import { useJobProgress } from '@web/common/job-progress/use-job-progress';
import { runView } from './rules-form';

const stateView = (state: ScoringState) => runView(state.run);

/** The account's rules with its latest recalculation, polled while that runs; the two writes refresh it (and the scoring report). */
export function useScoring() {
  const query = useJobProgress('scoring.get', {}, stateView);
  const invalidates = [apiKey('scoring.get'), apiKey('reports.scoring')];
  const save = useApiMutation('scoring.save', { onSuccess: (state) => query.set(state), invalidates });
  const recalculate = useApiMutation('scoring.recalculate', { invalidates });
  return { query, save, recalculate };
}
