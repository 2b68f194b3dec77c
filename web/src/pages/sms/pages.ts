import { lazy } from 'react';
import { routes } from '@shared/routes';
import { lazyWithTexts, loadPageTexts } from '@web/i18n/page-texts';
import type { AreaPages } from '@web/app/app-pages';
import { smsReportPages } from '@web/pages/reports/pages';
import { SMS_AREA_REPORTS_PATH } from '@web/pages/reports/sms/area';
import { SMS_HISTORY_PATH, SMS_PLANNED_PATH, SMS_SENDING_PATH, SMS_TRANSACTIONAL_REPORTS_PATH } from './paths';

const planned = {
  titleKey: 'pages.smsPlanned',
  permission: routes['sms.planned'].permission,
  contentType: 'table',
  Component: lazyWithTexts('sms', () => import('./planned/SmsPlannedPage')),
} as const;

/** Issue 18: the transactional texts' report, with the SMS reports' texts (its breakdown is theirs) and its own. */
const transactionalReportsPage = lazy(async () => {
  const [page] = await Promise.all([
    import('./transactional-reports/TransactionalReportsPage'),
    loadPageTexts('reports'),
    loadPageTexts('sms'),
  ]);
  return { default: page.default };
});

/**
 * SMS (spec section 2, PERM_SMS): sending one now, at a time or cyclically (with a test to a few
 * numbers first), the planned and cyclic ones, the history of sendings and their reports (issue 18),
 * and the transactional texts' report (issues 18 and 19). The spec's recharge screens are not built.
 */
export const sms: AreaPages = {
  pages: [
    {
      path: SMS_SENDING_PATH,
      titleKey: 'pages.smsSending',
      permission: routes['sms.send'].permission,
      contentType: 'form',
      Component: lazyWithTexts('sms', () => import('./sending/SmsSendingPage')),
    },
    {
      path: SMS_HISTORY_PATH,
      titleKey: 'pages.smsHistory',
      permission: routes['sms.list'].permission,
      contentType: 'table',
      Component: lazyWithTexts('sms', () => import('./history/SmsHistoryPage')),
    },
    // Issue 17: planned and cyclic SMS, at the spec's two addresses.
    { path: SMS_PLANNED_PATH, ...planned },
    { path: `/v2${SMS_PLANNED_PATH}`, ...planned },
    // Issue 18: the SMS reports (the Reports area's pages) for PERM_SMS.
    ...smsReportPages(
      { list: SMS_AREA_REPORTS_PATH, details: `${SMS_AREA_REPORTS_PATH}/:id` },
      { list: 'sms.reports', details: 'sms.report' },
    ),
    {
      path: SMS_TRANSACTIONAL_REPORTS_PATH,
      titleKey: 'pages.smsTransactionalReports',
      permission: routes['sms.transactionalReport'].permission,
      Component: transactionalReportsPage,
    },
  ],
  nav: [
    { textKey: 'nav.smsSending', href: SMS_SENDING_PATH },
    { textKey: 'nav.smsPlanned', href: SMS_PLANNED_PATH },
    { textKey: 'nav.smsHistory', href: SMS_HISTORY_PATH },
    { textKey: 'nav.smsAreaReports', href: SMS_AREA_REPORTS_PATH },
    { textKey: 'nav.smsTransactionalReports', href: SMS_TRANSACTIONAL_REPORTS_PATH },
  ],
};
