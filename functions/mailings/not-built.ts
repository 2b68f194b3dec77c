import { BadRequestError } from '@functions/platform/errors';

/** CONTRACT placeholder for a handler its helper has not built yet (none may be left when the area is merged). */
export const notBuilt = async (): Promise<never> => {
  throw new BadRequestError('CAMPAIGN_SEND_TYPE_UNAVAILABLE');
};
