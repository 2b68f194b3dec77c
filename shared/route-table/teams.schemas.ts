import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { Team, TeamBody, TeamList } from '../schemas/users-admin';
import type { teamsRoutes } from './teams';

/** The zod schemas of the lines in ./teams.ts, by route id: the server validates with them, the web takes their types only. */
export const teamsSchemas = {
  'teams.list': { response: TeamList },
  'teams.create': { body: TeamBody, response: Team },
  'teams.update': { body: TeamBody, response: Team },
  'teams.delete': { body: EmptyBody, response: OkResponse },
} as const satisfies SchemasFor<typeof teamsRoutes>;
