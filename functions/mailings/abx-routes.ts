import type { HandlersFor } from '@functions/platform/http';
import type { campaignsRoutes } from '@shared/route-table/campaigns';
import { notBuilt } from './not-built';

type Abx = Pick<HandlersFor<typeof campaignsRoutes>, 'mailings.variants' | 'mailings.chooseWinner'>;

/** A/B/X's variant report and manual winner (the A/B/X helper). */
export const abxHandlers: Abx = {
  'mailings.variants': notBuilt,
  'mailings.chooseWinner': notBuilt,
};
