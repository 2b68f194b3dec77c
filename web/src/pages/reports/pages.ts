import { lazy } from 'react';
import { routes, type RouteId } from '@shared/routes';
import { loadPageTexts } from '@web/i18n/page-texts';
import type { AreaPages } from '@web/app/app-pages';
import { SMS_REPORTS_PATH } from './sms/area';

export const CAMPAIGNS_REPORT_PATH = '/reports/campaigns';

/**
 * Reports (spec section 2, PERM_RAPORTY; issue 18). Built: the campaigns and SMS reports here and
 * each mailing's analytics on its report page. The spec's other report screens are not built yet.
 */
/**
 * Issue 18, the SMS reports: one list and one details page, here (PERM_RAPORTY) and in the SMS area
 * (PERM_SMS, sms/pages.ts), each at its own paths with its own routes' permission.
 */
const smsReportsPage = lazy(async () => {
  const [page] = await Promise.all([import('./sms/SmsReportsPage'), loadPageTexts('reports'), loadPageTexts('sms')]);
  return { default: page.default };
});
const smsReportPage = lazy(async () => {
  const [page] = await Promise.all([import('./sms/SmsReportPage'), loadPageTexts('reports'), loadPageTexts('sms')]);
  return { default: page.default };
});
export const smsReportPages = (
  paths: { list: string; details: string },
  route: { list: RouteId; details: RouteId },
): AreaPages['pages'] => [
  {
    path: paths.list,
    titleKey: 'pages.smsReports',
    permission: routes[route.list].permission,
    contentType: 'table',
    Component: smsReportsPage,
  },
  { path: paths.details, titleKey: 'pages.smsReport', permission: routes[route.details].permission, Component: smsReportPage },
];

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
    ...smsReportPages(
      { list: SMS_REPORTS_PATH, details: `${SMS_REPORTS_PATH}/details/:id` },
      { list: 'reports.sms', details: 'reports.smsDetails' },
    ),
  ],
  nav: [
    { textKey: 'nav.campaignsReport', href: CAMPAIGNS_REPORT_PATH },
    { textKey: 'nav.smsReports', href: SMS_REPORTS_PATH },
  ],
};
