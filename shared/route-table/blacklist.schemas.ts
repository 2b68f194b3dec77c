import type { SchemasFor } from '../route-def';
import {
  AddBlacklistBody,
  AddBlacklistResult,
  BlacklistPage,
  BlacklistQuery,
  RemoveBlacklistBody,
  RemoveBlacklistResult,
} from '../schemas/blacklist';
import type { blacklistRoutes } from './blacklist';

/** The zod schemas of the lines in ./blacklist.ts, by route id: the server validates with them, the web takes their types only. */
export const blacklistSchemas = {
  'blacklist.list': { query: BlacklistQuery, response: BlacklistPage },
  'blacklist.add': { body: AddBlacklistBody, response: AddBlacklistResult },
  'blacklist.remove': { body: RemoveBlacklistBody, response: RemoveBlacklistResult },
} as const satisfies SchemasFor<typeof blacklistRoutes>;
