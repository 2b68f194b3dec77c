import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { mailingsService } from './service';
import { abxService } from './send-types/abx';

type Abx = Pick<HandlersFor<typeof campaignsRoutes>, 'mailings.variants' | 'mailings.chooseWinner'>;

/** A/B/X's variant report and manual winner. */
export const abxHandlers: Abx = {
  'mailings.variants': ({ params, ctx }) => abxService.report(ctx.principal.accountId, params.id),
  'mailings.chooseWinner': async ({ params, body, ctx }) => {
    await abxService.chooseWinner(ctx.principal, params.id, body.variant);
    return mailingsService.get(ctx.principal, params.id);
  },
};
