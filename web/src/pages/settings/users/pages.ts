import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { USERS_PATH } from './common/paths';

/** Settings: users, teams and roles (spec section 2: /settings/users, PERM_POGOLNE). */
export const settingsUsers: AreaPages = {
  pages: [
    {
      path: USERS_PATH,
      titleKey: 'pages.settingsUsers',
      permission: routes['users.list'].permission,
      contentType: 'table',
      Component: lazy(() => import('./list/UsersAdminPage')),
    },
    {
      path: `${USERS_PATH}/new`,
      titleKey: 'pages.settingsUserNew',
      permission: routes['users.add'].permission,
      parent: USERS_PATH,
      contentType: 'form',
      Component: lazy(() => import('./user-form/UserFormPage')),
    },
    {
      path: `${USERS_PATH}/:id/edit`,
      titleKey: 'pages.settingsUserEdit',
      permission: routes['users.update'].permission,
      parent: USERS_PATH,
      contentType: 'form',
      Component: lazy(() => import('./user-form/UserFormPage')),
    },
    {
      path: `${USERS_PATH}/roles/new`,
      titleKey: 'pages.settingsRoleNew',
      permission: routes['users.saveRole'].permission,
      parent: USERS_PATH,
      contentType: 'form',
      Component: lazy(() => import('./role-form/RoleFormPage')),
    },
    {
      path: `${USERS_PATH}/roles/:id/edit`,
      titleKey: 'pages.settingsRoleEdit',
      permission: routes['users.updateRole'].permission,
      parent: USERS_PATH,
      contentType: 'form',
      Component: lazy(() => import('./role-form/RoleFormPage')),
    },
  ],
  nav: [{ textKey: 'nav.settingsUsers', href: USERS_PATH }],
};
