import { lazy } from 'react';
import { routes, type RouteId } from '@shared/routes';
import { lazyWithTexts, loadPageTexts } from '@web/i18n/page-texts';
import type { AreaPages } from '@web/app/app-pages';
import { HISTORY_PATH } from '@web/pages/subscribers/paths';
import { SMS_REPORTS_PATH } from './sms/area';
import { ADDRESSES_REPORT_PATH } from './addresses/paths';

export const CAMPAIGNS_REPORT_PATH = '/reports/campaigns';
export const SPECIAL_REPORT_PATH = '/reports/special';
export const DYNAMIC_REPORT_PATH = '/reports/dynamic';
export const ORDERED_REPORTS_PATH = '/reports/ordered';
export const SCORING_REPORT_PATH = '/reports/scoring';

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

/**
 * Reports (spec section 2, PERM_RAPORTY; issue 18): the campaigns report (its archive filter is the
 * spec's "archive" report), addresses (engagement per subscriber), deliverability ("special"), dynamic, scoring, the ordered reports' files,
 * SMS sendings, the subscribers' change history, and each mailing's analytics on its report page.
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
    {
      path: SCORING_REPORT_PATH,
      titleKey: 'pages.scoringReport',
      permission: routes['reports.scoring'].permission,
      contentType: 'dashboard',
      Component: lazyWithTexts('scoring', () => import('./scoring/ScoringReportPage')),
    },
    {
      path: ORDERED_REPORTS_PATH,
      titleKey: 'pages.orderedReports',
      permission: routes['exports.list'].permission,
      contentType: 'table',
      // The list is the exports' own table, with its texts.
      Component: lazy(async () => {
        const [page] = await Promise.all([import('./ordered/OrderedReportsPage'), loadPageTexts('reports'), loadPageTexts('imports')]);
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
    { textKey: 'nav.addressesReport', href: ADDRESSES_REPORT_PATH },
    { textKey: 'nav.specialReport', href: SPECIAL_REPORT_PATH },
    { textKey: 'nav.dynamicReport', href: DYNAMIC_REPORT_PATH },
    { textKey: 'nav.smsReports', href: SMS_REPORTS_PATH },
    { textKey: 'nav.scoringReport', href: SCORING_REPORT_PATH },
    { textKey: 'nav.orderedReports', href: ORDERED_REPORTS_PATH },
    // The spec's "change history" report: every change to the account's subscribers (the subscribers area's page).
    { textKey: 'nav.changeHistory', href: HISTORY_PATH },
  ],
};
