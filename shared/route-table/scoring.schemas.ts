import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { ScoringReport, ScoringRules, ScoringRun, ScoringState } from '../schemas/scoring';
import type { scoringRoutes } from './scoring';

/** The zod schemas of the lines in ./scoring.ts, by route id. */
export const scoringSchemas = {
  'scoring.get': { response: ScoringState },
  'scoring.save': { body: ScoringRules, response: ScoringState },
  'scoring.recalculate': { body: EmptyBody, response: ScoringRun },
  'reports.scoring': { response: ScoringReport },
} as const satisfies SchemasFor<typeof scoringRoutes>;
