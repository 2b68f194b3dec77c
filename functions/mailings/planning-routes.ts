import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { planningService } from './planning';

type Planning = Pick<
  HandlersFor<typeof campaignsRoutes>,
  'mailings.planPreview' | 'mailings.plan' | 'mailings.changeTime' | 'mailings.unplan'
>;

/** Planning a mailing with its send type (functions/mailings/planning.ts). */
export const planningHandlers: Planning = {
  'mailings.planPreview': ({ params, body, ctx }) => planningService.preview(ctx.principal, params.id, body),
  'mailings.plan': ({ params, body, ctx }) => planningService.plan(ctx.principal, params.id, body),
  'mailings.changeTime': ({ params, body, ctx }) => planningService.changeTime(ctx.principal, params.id, body.at),
  'mailings.unplan': ({ params, ctx }) => planningService.unplan(ctx.principal, params.id),
};
