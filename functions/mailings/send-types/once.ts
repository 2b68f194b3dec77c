import type { SendTypePlanner } from './types';
import { unavailable } from './unavailable';

/** Once and reservation (the planning helper). */
export const oncePlanner: SendTypePlanner<'once'> = unavailable() as unknown as SendTypePlanner<'once'>;
export const reservationPlanner: SendTypePlanner<'reservation'> = unavailable() as unknown as SendTypePlanner<'reservation'>;
