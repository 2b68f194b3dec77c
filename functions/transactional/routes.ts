import type { HandlersFor } from '@functions/platform/http';
import type { smsTransactionalRoutes } from '@shared/route-table/sms-transactional';
import { transactionalSmsReport } from './report';

export const smsTransactionalHandlers: HandlersFor<typeof smsTransactionalRoutes> = {
  'sms.transactionalReport': ({ query, ctx }) => transactionalSmsReport.get(ctx.principal.accountId, query),
  'sms.transactionalMessages': ({ query, ctx }) => transactionalSmsReport.messages(ctx.principal.accountId, query),
};
