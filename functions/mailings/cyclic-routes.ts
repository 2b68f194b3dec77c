import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { recurringService } from './recurring';
import { mailingsService } from './service';

type Cyclic = Pick<HandlersFor<typeof campaignsRoutes>, 'mailings.pause' | 'mailings.massPause' | 'mailings.runs'>;

/** Pausing recurring mailings and a cyclic mailing's runs (functions/mailings/recurring.ts). */
export const cyclicHandlers: Cyclic = {
  'mailings.pause': async ({ params, ctx }) => {
    await recurringService.pause(ctx.principal, params.id);
    return mailingsService.get(ctx.principal, params.id);
  },
  'mailings.massPause': ({ body, ctx }) => recurringService.massPause(ctx.principal, body.ids),
  'mailings.runs': ({ params, query, ctx }) => recurringService.runs(ctx.principal, params.id, query.limit, query.cursor),
};
