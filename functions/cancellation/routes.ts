import type { HandlersFor } from '@functions/platform/http';
import type { cancellationRoutes } from '@shared/route-table/cancellation';
import { cancellationService } from './service';

export const cancellationHandlers: HandlersFor<typeof cancellationRoutes> = {
  'cancellation.get': ({ ctx }) => cancellationService.get(ctx.principal.accountId),
  'cancellation.save': ({ body, ctx }) => cancellationService.save(ctx.principal.accountId, ctx.principal.userId, body),
};
