import type { SchemasFor } from '../route-def';
import { CurrentUser } from '../schemas/user';
import { EmptyBody, LoginBody, LostPasswordBody, OkResponse, RecoverBody, RefreshBody, RegisterBody, VerifyBody } from '../schemas/auth';
import type { authRoutes } from './auth';

/** The zod schemas of the lines in ./auth.ts, by route id: the server validates with them, the web takes their types only. */
export const authSchemas = {
  'auth.register': { body: RegisterBody, response: OkResponse },
  'auth.verify': { body: VerifyBody, response: OkResponse },
  'auth.login': { body: LoginBody, response: CurrentUser },
  'auth.logout': { body: EmptyBody, response: OkResponse },
  'auth.refresh': { body: RefreshBody, response: OkResponse },
  'auth.lostPassword': { body: LostPasswordBody, response: OkResponse },
  'auth.recover': { body: RecoverBody, response: OkResponse },
} as const satisfies SchemasFor<typeof authRoutes>;
