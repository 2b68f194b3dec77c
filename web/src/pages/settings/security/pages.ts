import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';

export const SECURITY_SETTINGS_PATH = '/settings/security';

/** Settings: the security policy (spec section 2, PERM_POGOLNE), the account's sign-ins and activity. */
export const settingsSecurity: AreaPages = {
  pages: [
    {
      path: SECURITY_SETTINGS_PATH,
      titleKey: 'pages.settingsSecurity',
      permission: routes['security.getPolicy'].permission,
      Component: lazy(() => import('./policy/SecuritySettingsPage')),
    },
  ],
  nav: [{ textKey: 'nav.settingsSecurity', href: SECURITY_SETTINGS_PATH }],
};
