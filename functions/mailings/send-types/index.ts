import { anniversaryTick } from '../anniversary';
import type { PlanMailingBody } from '@shared/schemas/schedule';
import type { DueRead } from '@functions/platform/due-index';
import { abxPlanner } from './abx';
import { followupPlanner } from './followup';
import { automaticPlanner } from './automatic-trigger';
import { cyclicPlanner, cyclicTick } from './cyclic';
import { hourlyPlanner } from './hourly';
import { oncePlanner, reservationPlanner } from './once';
import { triggersTick } from './triggers-tick';
import { optimisationPlanner } from './optimisation';
import type { SendTypePlanner } from './types';
import { welcomePlanner } from './welcome';

/** Every send type's planner, by type (issue 17; each in its own file). */
export const SEND_TYPE_PLANNERS: { [T in PlanMailingBody['type']]: SendTypePlanner<T> } = {
  once: oncePlanner,
  reservation: reservationPlanner,
  cyclic: cyclicPlanner,
  abx: abxPlanner,
  followup: followupPlanner,
  hourly: hourlyPlanner,
  welcome: welcomePlanner,
  automatic: automaticPlanner,
  optimisation: optimisationPlanner,
};

export const plannerOf = <T extends PlanMailingBody['type']>(type: T): SendTypePlanner<T> => SEND_TYPE_PLANNERS[type] as SendTypePlanner<T>;

/** The send types' work for the minute ticker (functions/ticker/handler.ts): cyclic runs due, anniversaries' daily looks, triggered subscribers due. */
export async function campaignTicks(now: Date, read?: DueRead): Promise<number> {
  return (await cyclicTick(now, read)) + (await anniversaryTick(now, read)) + (await triggersTick(now, read));
}
