import type { Mailing } from '@shared/schemas/mailing';
import { lazyWithTexts } from '@web/i18n/page-texts';

/** What the mailing report page shows of a mailing's campaign (issue 17); each panel renders nothing when it has nothing to say. */
export interface CampaignPanelProps {
  mailing: Mailing;
  /** The mailing as an action answered it (the page shows it at once). */
  onChange(mailing: Mailing): void;
}

/** The history of actions (the lifecycle helper), the A/B/X variants (the A/B/X helper), a cyclic mailing's runs (the cyclic helper). */
export const MailingActionsPanel = lazyWithTexts('campaigns', () => import('./MailingActionsPanel'));
export const VariantsPanel = lazyWithTexts('campaigns', () => import('./VariantsPanel'));
export const RunsPanel = lazyWithTexts('campaigns', () => import('./RunsPanel'));
/** An optimisation's hours (the optimisation helper). */
export const HoursPanel = lazyWithTexts('campaigns', () => import('./HoursPanel'));
/** The planned mailing's time with change-time and unplan (the planning helper). */
export const PlannedPanel = lazyWithTexts('campaigns', () => import('./PlannedPanel'));
/** An hourly mailing's portion and its wait for the next hour (the hourly helper). */
export const HourlyPanel = lazyWithTexts('campaigns', () => import('./HourlyPanel'));
