import type { SchemasFor } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { OnboardingState, SaveStepBody } from '../schemas/onboarding';
import { CurrentUser } from '../schemas/user';
import type { onboardingRoutes } from './onboarding';

/** The zod schemas of the lines in ./onboarding.ts, by route id: the server validates with them, the web takes their types only. */
export const onboardingSchemas = {
  'onboarding.get': { response: OnboardingState },
  'onboarding.saveStep': { body: SaveStepBody, response: OnboardingState },
  'onboarding.complete': { body: EmptyBody, response: CurrentUser },
} as const satisfies SchemasFor<typeof onboardingRoutes>;
