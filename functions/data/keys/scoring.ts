import type { AccountKeyContext, TableKey } from './context';
import { DUE_INDEX } from './platform';
import { baseRange } from './range';

/**
 * Scoring (issue 18, functions/scoring), in the account's base partition in every layout (the
 * summaries it writes are on the subscribers themselves):
 *
 * - `SET#SCORING`       the account's scoring rules; on the `due` index (`DUESCORE`) at its next nightly
 *                       recalculation while the account has scoring
 * - `SCORERUN#<ulid>`   a recalculation, a tracked job (newest first; TTL 30 days after it ends)
 * - `SCORESUM`          what the last finished recalculation found (the scoring report)
 */
export function scoringKeys(c: AccountKeyContext) {
  return {
    scoringRules: (): TableKey => c.base('SET#SCORING'),
    /** The rules' place on the ticker's due index (the item names its account). */
    scoringDue: (dueAt: string) => ({ dueShard: DUE_INDEX.scoring, dueAt }),
    scoringRun: (id: string): TableKey => c.base(`SCORERUN#${id}`),
    scoringRuns: () => baseRange(c, 'SCORERUN#'),
    scoringSummary: (): TableKey => c.base('SCORESUM'),
  };
}
