import type { CampaignTick, SendTypePlanner, Steps } from './types';
import { unavailable } from './unavailable';

/** Cyclic, hourly and optimisation (the cyclic helper). */
export const cyclicPlanner: SendTypePlanner<'cyclic'> = unavailable(true) as unknown as SendTypePlanner<'cyclic'>;
export const hourlyPlanner: SendTypePlanner<'hourly'> = unavailable() as unknown as SendTypePlanner<'hourly'>;
export const optimisationPlanner: SendTypePlanner<'optimisation'> = unavailable() as unknown as SendTypePlanner<'optimisation'>;
export const cyclicTick: CampaignTick = async () => 0;
export const cyclicSteps: Steps<'cyclicRun' | 'hourlyPortion' | 'optimisationHour'> = {
  cyclicRun: async () => undefined,
  hourlyPortion: async () => undefined,
  optimisationHour: async () => undefined,
};
