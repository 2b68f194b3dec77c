import { lazy } from 'react';
import type { SendTypeSection } from './types';

/** The plan dialog loads with the campaign texts already in (PlanMailingModal): a section's chunk needs only its code. */
const FollowupSection = lazy(() => import('./automatic/FollowupSection'));

/** Follow-up: a day after the source by default (the source is chosen by the user). */
export const followupSection: SendTypeSection<'followup'> = {
  available: true,
  Section: FollowupSection,
  initial: () => ({ type: 'followup', sourceMailingId: '', audience: 'nonOpeners', afterHours: 24 }),
};
