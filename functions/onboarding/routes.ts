import type { HandlersFor } from '@functions/platform/http';
import type { onboardingRoutes } from '@shared/route-table/onboarding';
import { onboardingService } from './service';

export const onboardingHandlers: HandlersFor<typeof onboardingRoutes> = {
  'onboarding.get': ({ ctx }) => onboardingService.state(ctx.principal),
  'onboarding.saveStep': ({ body, ctx }) => onboardingService.saveStep(ctx.principal, body),
  'onboarding.complete': ({ ctx }) => onboardingService.complete(ctx.principal),
};
