import type { Steps } from './types';
import { followupPlanner, followupStartStep } from './followup';

/** Follow-up (the automatic and welcome types of the spec are not built yet). */
export { followupPlanner };
export const automaticSteps: Steps<'followupStart'> = {
  followupStart: followupStartStep,
};
