import type { HandlersFor, SessionContext } from '@functions/platform/http';
import type { smsTransactionalRoutes } from '@shared/route-table/sms-transactional';
import type { v1TransactionalRoutes } from '@shared/route-table/v1-transactional';
import { transactionalSmsReport } from './report';
import { transactionalService } from './service';

/** The web's report of transactional texts (PERM_SMS). */
export const smsTransactionalHandlers: HandlersFor<typeof smsTransactionalRoutes> = {
  'sms.transactionalReport': ({ query, ctx }) => transactionalSmsReport.get(ctx.principal.accountId, query),
  'sms.transactionalMessages': ({ query, ctx }) => transactionalSmsReport.messages(ctx.principal.accountId, query),
};

/** The `Idempotency-Key` header, when sent (API Gateway lower-cases names; the service validates it: IDEMPOTENCY_KEY_INVALID). */
const idempotencyKeyOf = (ctx: SessionContext) => ctx.event.headers?.['idempotency-key'];

/** Issue 19, the public API's transactional messages: the parsed body and the header to the service. */
export const v1TransactionalHandlers: HandlersFor<typeof v1TransactionalRoutes> = {
  'v1.transactional.sendEmail': ({ body, ctx }) => transactionalService.sendEmail(ctx.principal, body, idempotencyKeyOf(ctx)),
  'v1.transactional.getEmail': ({ params, ctx }) => transactionalService.get(ctx.principal, params.id, 'email'),
  'v1.transactional.sendSms': ({ body, ctx }) => transactionalService.sendSms(ctx.principal, body, idempotencyKeyOf(ctx)),
  'v1.transactional.getSms': ({ params, ctx }) => transactionalService.get(ctx.principal, params.id, 'sms'),
};
