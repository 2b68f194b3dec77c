import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import {
  ActivityPage,
  ChangePasswordBody,
  DisableTwoFactorBody,
  HistoryQuery,
  LoginHistoryPage,
  MySecurity,
  SaveSecurityPolicyBody,
  SecurityPolicy,
  TimedPermission,
  TimedPermissionBody,
  TwoFactorCodeBody,
  TwoFactorSetup,
} from '../schemas/security';
import type { securityRoutes } from './security';

/** The zod schemas of the lines in ./security.ts, by route id: the server validates with them, the web takes their types only. */
export const securitySchemas = {
  'security.me': { response: MySecurity },
  'security.changePassword': { body: ChangePasswordBody, response: OkResponse },
  'security.twoFactorSetup': { body: EmptyBody, response: TwoFactorSetup },
  'security.twoFactorEnable': { body: TwoFactorCodeBody, response: OkResponse },
  'security.twoFactorDisable': { body: DisableTwoFactorBody, response: OkResponse },
  'security.endOtherSessions': { body: EmptyBody, response: OkResponse },
  'security.timedStatus': { response: TimedPermission },
  'security.requestTimed': { body: TimedPermissionBody, response: TimedPermission },
  'security.loginHistory': { query: HistoryQuery, response: LoginHistoryPage },
  'security.activity': { query: HistoryQuery, response: ActivityPage },
  'security.getPolicy': { response: SecurityPolicy },
  'security.savePolicy': { body: SaveSecurityPolicyBody, response: SecurityPolicy },
  'security.accountLoginHistory': { query: HistoryQuery, response: LoginHistoryPage },
  'security.accountActivity': { query: HistoryQuery, response: ActivityPage },
} as const satisfies SchemasFor<typeof securityRoutes>;
