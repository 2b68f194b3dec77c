import type { RouteLine } from '../route-def';

export const onboardingRoutes = {
  'onboarding.get': { method: 'GET', path: '/onboarding', auth: 'session', permission: null, beforeOnboarding: true },
  'onboarding.saveStep': { method: 'PUT', path: '/onboarding', auth: 'session', permission: null, beforeOnboarding: true },
  'onboarding.complete': { method: 'POST', path: '/onboarding/complete', auth: 'session', permission: null, beforeOnboarding: true },
} as const satisfies Record<string, RouteLine>;
