import { use } from 'react';
import { loadPageTexts } from '@web/i18n/page-texts';

let loading: Promise<void> | undefined;

/**
 * The schedule's fields and their refusals are the campaigns' (WallTimeInput, the CAMPAIGN_* codes):
 * the SMS pages that show them suspend until those texts are in. Asked here, in the pages' own chunk,
 * rather than in the area's page list, which is part of the first load.
 */
export function useCampaignTexts(): void {
  loading ??= loadPageTexts('campaigns');
  use(loading);
}
