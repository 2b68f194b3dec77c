import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { lazyWithTexts } from '@web/i18n/page-texts';

export const API_TOKENS_PATH = '/advanced/api';

/** Advanced: integrators' API tokens (spec section 2, /advanced/api, PERM_ADMIN; issue 19). */
export const advanced: AreaPages = {
  pages: [
    {
      path: API_TOKENS_PATH,
      titleKey: 'pages.apiTokens',
      permission: routes['apiTokens.list'].permission,
      contentType: 'table',
      Component: lazyWithTexts('integrations', () => import('./api/ApiTokensPage')),
    },
  ],
  nav: [{ textKey: 'nav.apiTokens', href: API_TOKENS_PATH }],
};
