import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { notBuilt } from './not-built';

type Planning = Pick<
  HandlersFor<typeof campaignsRoutes>,
  'mailings.planPreview' | 'mailings.plan' | 'mailings.changeTime' | 'mailings.unplan'
>;

/** Planning a mailing with its send type (the planning helper: functions/mailings/planning.ts). */
export const planningHandlers: Planning = {
  'mailings.planPreview': notBuilt,
  'mailings.plan': notBuilt,
  'mailings.changeTime': notBuilt,
  'mailings.unplan': notBuilt,
};
