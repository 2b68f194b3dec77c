import type { SchemasFor } from '../route-def';
import { TransactionalEmailBody, TransactionalMessage, TransactionalSmsBody } from '../schemas/transactional';
import type { v1TransactionalRoutes } from './v1-transactional';

export const v1TransactionalSchemas = {
  'v1.transactional.sendEmail': { body: TransactionalEmailBody, response: TransactionalMessage },
  'v1.transactional.getEmail': { response: TransactionalMessage },
  'v1.transactional.sendSms': { body: TransactionalSmsBody, response: TransactionalMessage },
  'v1.transactional.getSms': { response: TransactionalMessage },
} as const satisfies SchemasFor<typeof v1TransactionalRoutes>;
