import type { TransactionalEmailBody, TransactionalSmsBody } from '@shared/schemas/transactional';
import type { Principal } from '@functions/platform/http';
import { transactionalService } from './service';

/** What the `/v1` handlers read of their request: the caller's account and the headers (API Gateway gives them lower-cased). */
interface Input<B = undefined, P = undefined> {
  body: B;
  params: P;
  ctx: { principal: Pick<Principal, 'accountId'>; event: { headers?: Record<string, string | undefined> } };
}

/** The `Idempotency-Key` header, when sent (validated by the service: IDEMPOTENCY_KEY_INVALID). */
export const idempotencyKeyOf = (headers: Record<string, string | undefined> | undefined) => headers?.['idempotency-key'];

/**
 * Issue 19, the public API's transactional handlers, for the `/v1/transactional/...` route lines
 * (they come with API tokens): thin — the parsed body and the header to the service.
 */
export const transactionalApi = {
  sendEmail: ({ body, ctx }: Input<TransactionalEmailBody>) =>
    transactionalService.sendEmail(ctx.principal, body, idempotencyKeyOf(ctx.event.headers)),
  getEmail: ({ params, ctx }: Input<unknown, { id: string }>) => transactionalService.get(ctx.principal, params.id, 'email'),
  sendSms: ({ body, ctx }: Input<TransactionalSmsBody>) =>
    transactionalService.sendSms(ctx.principal, body, idempotencyKeyOf(ctx.event.headers)),
  getSms: ({ params, ctx }: Input<unknown, { id: string }>) => transactionalService.get(ctx.principal, params.id, 'sms'),
};
