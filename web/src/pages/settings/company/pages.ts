import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';

export const COMPANY_SETTINGS_PATH = '/settings/company';
export const SENDING_DOMAINS_PATH = '/settings/company/domains';

/**
 * Settings: the company (spec section 2: /settings/company, PERM_POGOLNE). Of its parts (profile,
 * global, branding, …) the global settings exist today (the account's time zone), and the sending
 * domains (issue 15).
 */
export const settingsCompany: AreaPages = {
  pages: [
    {
      path: COMPANY_SETTINGS_PATH,
      titleKey: 'pages.settingsCompany',
      permission: routes['accounts.getGeneralSettings'].permission,
      contentType: 'form',
      Component: lazy(() => import('./CompanySettingsPage')),
    },
    {
      path: SENDING_DOMAINS_PATH,
      titleKey: 'pages.settingsDomains',
      permission: routes['domains.list'].permission,
      contentType: 'default',
      Component: lazy(() => import('./domains/SendingDomainsPage')),
    },
  ],
  nav: [
    { textKey: 'nav.settingsCompany', href: COMPANY_SETTINGS_PATH },
    { textKey: 'nav.settingsDomains', href: SENDING_DOMAINS_PATH },
  ],
};
