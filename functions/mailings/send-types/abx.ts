import type { SendTypePlanner, Steps } from './types';
import { unavailable } from './unavailable';

/** A/B/X (the A/B/X helper). */
export const abxPlanner: SendTypePlanner<'abx'> = unavailable() as unknown as SendTypePlanner<'abx'>;
export const abxSteps: Steps<'abxDecide'> = { abxDecide: async () => undefined };
