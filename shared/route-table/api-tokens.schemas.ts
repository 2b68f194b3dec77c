import type { SchemasFor } from '../route-def';
import { ApiTokenList, CreateApiTokenBody, CreatedApiToken } from '../schemas/api-tokens';
import { EmptyBody, OkResponse } from '../schemas/auth';
import type { apiTokensRoutes } from './api-tokens';

export const apiTokensSchemas = {
  'apiTokens.list': { response: ApiTokenList },
  'apiTokens.create': { body: CreateApiTokenBody, response: CreatedApiToken },
  'apiTokens.revoke': { body: EmptyBody, response: OkResponse },
} as const satisfies SchemasFor<typeof apiTokensRoutes>;
