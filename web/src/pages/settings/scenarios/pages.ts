import { lazy } from 'react';
import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';

export const SCENARIOS_PATH = '/v2/settings/scenarios';

/**
 * Settings: scenarios (spec section 2: /v2/settings/scenarios, PERM_PSCENARIUSZE), registered in
 * web/src/app/app-pages.ts. The page needs what its footers list needs (the same key as every
 * scenarios route).
 */
export const settingsScenarios: AreaPages = {
  pages: [
    {
      path: SCENARIOS_PATH,
      titleKey: 'pages.settingsScenarios',
      permission: routes['footers.list'].permission,
      contentType: 'default',
      Component: lazy(() => import('./ScenariosPage')),
    },
  ],
  nav: [{ textKey: 'nav.settingsScenarios', href: SCENARIOS_PATH }],
};
