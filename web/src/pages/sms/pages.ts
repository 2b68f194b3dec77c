import { routes } from '@shared/routes';
import { lazyWithTexts } from '@web/i18n/page-texts';
import type { AreaPages } from '@web/app/app-pages';
import { SMS_HISTORY_PATH, SMS_SENDING_PATH } from './paths';

/**
 * SMS (spec section 2, PERM_SMS): sending one now (with a test to a few numbers first) and the
 * history of sendings. The spec's other SMS screens (planned, reports, recharge) are not built.
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
  ],
  nav: [
    { textKey: 'nav.smsSending', href: SMS_SENDING_PATH },
    { textKey: 'nav.smsHistory', href: SMS_HISTORY_PATH },
  ],
};
