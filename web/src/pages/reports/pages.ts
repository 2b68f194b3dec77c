import { lazy } from 'react';
import { routes } from '@shared/routes';
import { loadPageTexts } from '@web/i18n/page-texts';
import type { AreaPages } from '@web/app/app-pages';
import { ADDRESSES_REPORT_PATH } from './addresses/paths';

export const CAMPAIGNS_REPORT_PATH = '/reports/campaigns';

/**
 * Reports (spec section 2, PERM_RAPORTY; issue 18). Built: the campaigns and addresses reports here
 * and each mailing's analytics on its report page. The spec's other report screens are not built yet.
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
      path: ADDRESSES_REPORT_PATH,
      titleKey: 'pages.addressesReport',
      permission: routes['reports.addresses'].permission,
      contentType: 'table',
      // The statuses' names are the subscribers' texts (always loaded).
      Component: lazy(async () => {
        const [page] = await Promise.all([import('./addresses/AddressesReportPage'), loadPageTexts('reports')]);
        return { default: page.default };
      }),
    },
  ],
  nav: [
    { textKey: 'nav.campaignsReport', href: CAMPAIGNS_REPORT_PATH },
    { textKey: 'nav.addressesReport', href: ADDRESSES_REPORT_PATH },
  ],
};
