import { lazy } from 'react';
import type { SendTypeSection } from './types';

/** The plan dialog loads with the campaign texts already in (PlanMailingModal): a section's chunk needs only its code. */
const WelcomeSection = lazy(() => import('./triggers/WelcomeSection'));

/** Welcome: at once after subscribing by default. */
export const welcomeSection: SendTypeSection<'welcome'> = {
  available: true,
  Section: WelcomeSection,
  initial: () => ({ type: 'welcome' }),
};
