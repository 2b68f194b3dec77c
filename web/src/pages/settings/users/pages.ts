import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { USERS_PATH } from './common/paths';

/** Settings: users, teams and roles (spec section 2: /settings/users, PERM_POGOLNE). */
export const settingsUsers: AreaPages = {
  pages: [
    {
      path: USERS_PATH, titleKey: 'pages.settingsUsers', permission: routes['users.list'].permission, contentType: 'table',
      Component: lazy(() => import('./list/UsersAdminPage')),
    },
  ],
  nav: [{ textKey: 'nav.settingsUsers', href: USERS_PATH }],
};
