import type { SchemasFor } from '../route-def';
import {
  TransactionalSmsMessages,
  TransactionalSmsMessagesQuery,
  TransactionalSmsReport,
  TransactionalSmsReportQuery,
} from '../schemas/transactional-reports';
import type { smsTransactionalRoutes } from './sms-transactional';

/** The zod schemas of the lines in ./sms-transactional.ts, by route id. */
export const smsTransactionalSchemas = {
  'sms.transactionalReport': { query: TransactionalSmsReportQuery, response: TransactionalSmsReport },
  'sms.transactionalMessages': { query: TransactionalSmsMessagesQuery, response: TransactionalSmsMessages },
} as const satisfies SchemasFor<typeof smsTransactionalRoutes>;
