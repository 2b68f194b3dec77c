import { BadRequestError } from '@functions/platform/errors';
import type { SendTypePlanner } from './types';

/** CONTRACT placeholder: a send type its helper has not built yet (removed before the area is merged). */
export const unavailable = (recurring = false): SendTypePlanner<never> => ({
  async check() {
    throw new BadRequestError('CAMPAIGN_SEND_TYPE_UNAVAILABLE');
  },
  async plan() {
    throw new BadRequestError('CAMPAIGN_SEND_TYPE_UNAVAILABLE');
  },
  recurring,
});
