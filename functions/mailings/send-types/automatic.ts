import type { CampaignTick, SendTypePlanner, Steps } from './types';
import { unavailable } from './unavailable';
import { followupPlanner, followupStartStep } from './followup';

/** Automatic, welcome and follow-up (the automatic helper). */
export const automaticPlanner: SendTypePlanner<'automatic'> = unavailable(true) as unknown as SendTypePlanner<'automatic'>;
export const welcomePlanner: SendTypePlanner<'welcome'> = unavailable(true) as unknown as SendTypePlanner<'welcome'>;
export { followupPlanner };
export const automaticTick: CampaignTick = async () => 0;
export const automaticSteps: Steps<'followupStart' | 'triggerSend'> = {
  followupStart: followupStartStep,
  triggerSend: async () => undefined,
};
