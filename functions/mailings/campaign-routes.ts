import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { abxHandlers } from './abx-routes';
import { cyclicHandlers } from './cyclic-routes';
import { lifecycleHandlers } from './lifecycle-routes';
import { planningHandlers } from './planning-routes';

/** Issue 17's routes (shared/route-table/campaigns.ts), each part bound in its own file. */
export const campaignsHandlers: HandlersFor<typeof campaignsRoutes> = {
  ...lifecycleHandlers,
  ...planningHandlers,
  ...cyclicHandlers,
  ...abxHandlers,
};
