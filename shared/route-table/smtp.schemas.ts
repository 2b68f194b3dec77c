import type { SchemasFor } from '../route-def';
import { EmptyBody, OkResponse } from '../schemas/auth';
import { SmtpCode, SmtpUser, SmtpUserBody, SmtpUserList, SmtpUserUpdate } from '../schemas/smtp';
import type { smtpRoutes } from './smtp';

export const smtpSchemas = {
  'smtp.list': { response: SmtpUserList },
  'smtp.create': { body: SmtpUserBody, response: SmtpUser.extend(SmtpCode.shape) },
  'smtp.get': { response: SmtpUser },
  'smtp.update': { body: SmtpUserUpdate, response: SmtpUser },
  'smtp.remove': { body: EmptyBody, response: OkResponse },
  'smtp.regenerateCode': { body: EmptyBody, response: SmtpCode },
} as const satisfies SchemasFor<typeof smtpRoutes>;
