import { lazy } from 'react';
import type { AreaPages } from '@web/app/app-pages';

export const SCENARIOS_PATH = '/v2/settings/scenarios';

/**
 * Settings: scenarios (spec section 2: /v2/settings/scenarios, PERM_PSCENARIUSZE). Registered in
 * web/src/app/app-pages.ts once it has a tab.
 */
export const settingsScenarios: AreaPages = {
  pages: [
    {
      path: SCENARIOS_PATH,
      titleKey: 'pages.settingsScenarios',
      permission: 'PERM_PSCENARIUSZE',
      contentType: 'default',
      Component: lazy(() => import('./ScenariosPage')),
    },
  ],
  nav: [{ textKey: 'nav.settingsScenarios', href: SCENARIOS_PATH }],
};
