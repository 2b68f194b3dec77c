import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { lifecycleService } from './lifecycle';

type Lifecycle = Pick<
  HandlersFor<typeof campaignsRoutes>,
  'mailings.cancel' | 'mailings.delete' | 'mailings.duplicate' | 'mailings.archive' | 'mailings.hide' | 'mailings.show' | 'mailings.actions'
>;

/** The lifecycle's actions and lists (the lifecycle helper). */
export const lifecycleHandlers: Lifecycle = {
  'mailings.cancel': ({ params, ctx }) => lifecycleService.cancel(ctx.principal, params.id),
  'mailings.delete': ({ params, ctx }) => lifecycleService.delete(ctx.principal, params.id),
  'mailings.duplicate': ({ params, ctx }) => lifecycleService.duplicate(ctx.principal, params.id),
  'mailings.archive': ({ query, ctx }) => lifecycleService.archive(ctx.principal, query),
  'mailings.hide': ({ params, ctx }) => lifecycleService.setHidden(ctx.principal, params.id, true),
  'mailings.show': ({ params, ctx }) => lifecycleService.setHidden(ctx.principal, params.id, false),
  'mailings.actions': ({ params, query, ctx }) => lifecycleService.actions(ctx.principal, params.id, query.limit, query.cursor),
};
