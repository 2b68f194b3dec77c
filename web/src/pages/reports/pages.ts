import { lazy } from 'react';
import { routes } from '@shared/routes';
import { loadPageTexts } from '@web/i18n/page-texts';
import type { AreaPages } from '@web/app/app-pages';

export const CAMPAIGNS_REPORT_PATH = '/reports/campaigns';
export const SPECIAL_REPORT_PATH = '/reports/special';
export const DYNAMIC_REPORT_PATH = '/reports/dynamic';

/**
 * Reports (spec section 2, PERM_RAPORTY; issue 18). Built: the campaigns, deliverability ("special")
 * and dynamic reports here and each mailing's analytics on its report page. The spec's other report
 * screens are not built yet.
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
      path: SPECIAL_REPORT_PATH,
      titleKey: 'pages.specialReport',
      permission: routes['reports.special'].permission,
      contentType: 'default',
      Component: lazy(async () => {
        const [page] = await Promise.all([import('./special/SpecialReportPage'), loadPageTexts('reports')]);
        return { default: page.default };
      }),
    },
    {
      path: DYNAMIC_REPORT_PATH,
      titleKey: 'pages.dynamicReport',
      permission: routes['reports.dynamic'].permission,
      contentType: 'default',
      // The send types' names are the campaign lists' texts.
      Component: lazy(async () => {
        const [page] = await Promise.all([import('./dynamic/DynamicReportPage'), loadPageTexts('reports'), loadPageTexts('campaigns')]);
        return { default: page.default };
      }),
    },
  ],
  nav: [
    { textKey: 'nav.campaignsReport', href: CAMPAIGNS_REPORT_PATH },
    { textKey: 'nav.specialReport', href: SPECIAL_REPORT_PATH },
    { textKey: 'nav.dynamicReport', href: DYNAMIC_REPORT_PATH },
  ],
};
