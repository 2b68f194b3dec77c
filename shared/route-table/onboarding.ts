import type { RouteDef } from '../route-def';
import { EmptyBody } from '../schemas/auth';
import { OnboardingState, SaveStepBody } from '../schemas/onboarding';
import { CurrentUser } from '../schemas/user';

export const onboardingRoutes = {
  'onboarding.get': { method: 'GET', path: '/onboarding', auth: 'session', permission: null, beforeOnboarding: true, response: OnboardingState },
  'onboarding.saveStep': { method: 'PUT', path: '/onboarding', auth: 'session', permission: null, beforeOnboarding: true, body: SaveStepBody, response: OnboardingState },
  'onboarding.complete': { method: 'POST', path: '/onboarding/complete', auth: 'session', permission: null, beforeOnboarding: true, body: EmptyBody, response: CurrentUser },
} as const satisfies Record<string, RouteDef>;
