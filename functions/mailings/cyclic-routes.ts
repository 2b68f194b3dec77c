import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { notBuilt } from './not-built';

type Cyclic = Pick<HandlersFor<typeof campaignsRoutes>, 'mailings.pause' | 'mailings.massPause' | 'mailings.runs'>;

/** Pausing recurring mailings and a cyclic mailing's runs (the cyclic helper). */
export const cyclicHandlers: Cyclic = {
  'mailings.pause': notBuilt,
  'mailings.massPause': notBuilt,
  'mailings.runs': notBuilt,
};
