import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { lazyWithTexts } from '@web/i18n/page-texts';

export const API_TOKENS_PATH = '/advanced/api';
export const API_REFERENCE_PATH = '/advanced/api/reference';

/** Advanced: integrators' API tokens and the API's reference (spec section 2, /advanced/api, PERM_ADMIN; issue 19). */
export const advanced: AreaPages = {
  pages: [
    {
      path: API_TOKENS_PATH,
      titleKey: 'pages.apiTokens',
      permission: routes['apiTokens.list'].permission,
      contentType: 'table',
      Component: lazyWithTexts('integrations', () => import('./api/ApiTokensPage')),
    },
    {
      // The document is public (GET /api/v1/openapi.json); the page sits beside the tokens, for those who make them.
      path: API_REFERENCE_PATH,
      titleKey: 'pages.apiReference',
      permission: routes['apiTokens.list'].permission,
      Component: lazyWithTexts('integrations', () => import('./reference/ApiReferencePage')),
    },
  ],
  nav: [
    { textKey: 'nav.apiTokens', href: API_TOKENS_PATH },
    { textKey: 'nav.apiReference', href: API_REFERENCE_PATH },
  ],
};
