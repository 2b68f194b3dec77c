import { lazy } from 'react';
import { routes } from '@shared/routes';
import { lazyWithTexts, loadPageTexts } from '@web/i18n/page-texts';
import type { AreaPages } from '@web/app/app-pages';

export const CAMPAIGNS_REPORT_PATH = '/reports/campaigns';
export const SCORING_REPORT_PATH = '/reports/scoring';

/**
 * Reports (spec section 2, PERM_RAPORTY; issue 18). Built: the campaigns report here and each
 * mailing's analytics on its report page. The spec's other report screens are not built yet.
 */
export const reports: AreaPages = {
  pages: [
    {
      path: CAMPAIGNS_REPORT_PATH,
      titleKey: 'pages.campaignsReport',
      permission: routes['reports.campaigns'].permission,
      contentType: 'table',
      // The send types' names are the campaign lists' texts.
      Component: lazy(async () => {
        const [page] = await Promise.all([import('./campaigns/CampaignsReportPage'), loadPageTexts('reports'), loadPageTexts('campaigns')]);
        return { default: page.default };
      }),
    },
    {
      path: SCORING_REPORT_PATH,
      titleKey: 'pages.scoringReport',
      permission: routes['reports.scoring'].permission,
      contentType: 'dashboard',
      Component: lazyWithTexts('scoring', () => import('./scoring/ScoringReportPage')),
    },
  ],
  nav: [
    { textKey: 'nav.campaignsReport', href: CAMPAIGNS_REPORT_PATH },
    { textKey: 'nav.scoringReport', href: SCORING_REPORT_PATH },
  ],
};
