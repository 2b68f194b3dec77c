import { lazy } from 'react';
import type { AreaPages } from '@web/app/app-pages';
import { ADMIN_PATHS } from './common/paths';

/**
 * The platform's admin zone (spec sections 2 and 6): super administrators alone. Every page is
 * `superAdmin`, so anyone else gets the not-found page and no nav section, as the API answers 404.
 */
export const admin: AreaPages = {
  pages: [
    {
      path: ADMIN_PATHS.users,
      titleKey: 'pages.adminUsers',
      permission: null,
      superAdmin: true,
      contentType: 'table',
      Component: lazy(() => import('./users/UsersPage')),
    },
    {
      path: `${ADMIN_PATHS.users}/:id`,
      titleKey: 'pages.adminUser',
      permission: null,
      superAdmin: true,
      parent: ADMIN_PATHS.users,
      Component: lazy(() => import('./user-details/UserDetailsPage')),
    },
    {
      path: ADMIN_PATHS.accounts,
      titleKey: 'pages.adminAccounts',
      permission: null,
      superAdmin: true,
      contentType: 'table',
      Component: lazy(() => import('./accounts/AccountsPage')),
    },
    {
      path: `${ADMIN_PATHS.accounts}/:id`,
      titleKey: 'pages.adminAccount',
      permission: null,
      superAdmin: true,
      parent: ADMIN_PATHS.accounts,
      Component: lazy(() => import('./account-details/AccountDetailsPage')),
    },
    {
      path: ADMIN_PATHS.queues,
      titleKey: 'pages.adminQueues',
      permission: null,
      superAdmin: true,
      contentType: 'table',
      Component: lazy(() => import('./queues/QueuesPage')),
    },
    {
      path: ADMIN_PATHS.feedback,
      titleKey: 'pages.adminFeedback',
      permission: null,
      superAdmin: true,
      contentType: 'table',
      Component: lazy(() => import('./feedback/FeedbackPage')),
    },
    {
      path: ADMIN_PATHS.migrations,
      titleKey: 'pages.adminMigrations',
      permission: null,
      superAdmin: true,
      Component: lazy(() => import('./migrations/MigrationsPage')),
    },
  ],
  nav: [
    { textKey: 'nav.adminUsers', href: ADMIN_PATHS.users },
    { textKey: 'nav.adminAccounts', href: ADMIN_PATHS.accounts },
    { textKey: 'nav.adminQueues', href: ADMIN_PATHS.queues },
    { textKey: 'nav.adminFeedback', href: ADMIN_PATHS.feedback },
    { textKey: 'nav.adminMigrations', href: ADMIN_PATHS.migrations },
  ],
};
