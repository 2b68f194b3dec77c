import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { notBuilt } from './not-built';

type Lifecycle = Pick<
  HandlersFor<typeof campaignsRoutes>,
  'mailings.cancel' | 'mailings.delete' | 'mailings.duplicate' | 'mailings.archive' | 'mailings.hide' | 'mailings.show' | 'mailings.actions'
>;

/** The lifecycle's actions and lists (the lifecycle helper). */
export const lifecycleHandlers: Lifecycle = {
  'mailings.cancel': notBuilt,
  'mailings.delete': notBuilt,
  'mailings.duplicate': notBuilt,
  'mailings.archive': notBuilt,
  'mailings.hide': notBuilt,
  'mailings.show': notBuilt,
  'mailings.actions': notBuilt,
};
