import { lazy } from 'react';
import type { SendTypeSection } from './types';

/** The plan dialog loads with the campaign texts already in (PlanMailingModal): a section's chunk needs only its code. */
const WelcomeSection = lazy(() => import('./triggers/WelcomeSection'));
const AutomaticSection = lazy(() => import('./triggers/AutomaticSection'));

/** Welcome: at once after subscribing by default. */
export const welcomeSection: SendTypeSection<'welcome'> = {
  available: true,
  Section: WelcomeSection,
  initial: () => ({ type: 'welcome' }),
};

/** Automatic: on entering a segment the user chooses. */
export const automaticSection: SendTypeSection<'automatic'> = {
  available: true,
  Section: AutomaticSection,
  initial: (mailing) => ({ type: 'automatic', trigger: { kind: 'segment', segmentId: mailing.segmentId ?? '' } }),
};
