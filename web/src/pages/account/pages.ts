import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';

export const ACCOUNT_PATH = '/account';

/** The signed-in user's own account pages (spec section 2: /account, /account/activity, /account/login-history). */
export const account: AreaPages = {
  pages: [
    // Profile, security and accounts are the user's own: any signed-in user may open them.
    { path: ACCOUNT_PATH, titleKey: 'pages.account', permission: null, Component: lazy(() => import('./my-account/AccountPage')) },
    {
      path: `${ACCOUNT_PATH}/login-history`,
      titleKey: 'pages.accountLoginHistory',
      permission: routes['security.loginHistory'].permission,
      parent: ACCOUNT_PATH,
      contentType: 'table',
      Component: lazy(() => import('./login-history/LoginHistoryPage')),
    },
    {
      path: `${ACCOUNT_PATH}/activity`,
      titleKey: 'pages.accountActivity',
      permission: routes['security.activity'].permission,
      parent: ACCOUNT_PATH,
      contentType: 'table',
      Component: lazy(() => import('./activity/ActivityPage')),
    },
    // Where an invitation e-mail leads (issue 10); a signed-out visitor comes back here after signing in.
    {
      path: '/invitations/:id',
      titleKey: 'pages.invitation',
      permission: routes['invitations.get'].permission,
      parent: ACCOUNT_PATH,
      Component: lazy(() => import('./invitation/InvitationPage')),
    },
  ],
  nav: [
    { textKey: 'nav.myAccount', href: ACCOUNT_PATH },
    { textKey: 'nav.loginHistory', href: `${ACCOUNT_PATH}/login-history` },
    { textKey: 'nav.activity', href: `${ACCOUNT_PATH}/activity` },
  ],
};
