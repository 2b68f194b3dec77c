import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { lazyWithTexts } from '@web/i18n/page-texts';

import { SMTP_USERS_PATH } from './smtp/paths';
import { WEBHOOKS_PATH } from './webhooks/paths';
import { CONNECTORS_PATH } from './external/paths';
import { SFTP_PATH } from './sftp/paths';

export const API_TOKENS_PATH = '/advanced/api';
export const API_REFERENCE_PATH = '/advanced/api/reference';

/** Advanced: integrators' API tokens, the API's reference (issue 19) and webhooks (issue 20); spec section 2, PERM_ADMIN. */
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
    {
      path: WEBHOOKS_PATH,
      titleKey: 'pages.webhooks',
      permission: routes['webhooks.list'].permission,
      contentType: 'table',
      Component: lazyWithTexts('integrations', () => import('./webhooks/WebhooksPage')),
    },
    {
      path: `${WEBHOOKS_PATH}/:id`,
      titleKey: 'pages.webhook',
      permission: routes['webhooks.get'].permission,
      parent: WEBHOOKS_PATH,
      Component: lazyWithTexts('integrations', () => import('./webhooks/WebhookDetailsPage')),
    },
    {
      path: SMTP_USERS_PATH,
      titleKey: 'pages.smtpUsers',
      permission: routes['smtp.list'].permission,
      contentType: 'table',
      Component: lazyWithTexts('integrations', () => import('./smtp/SmtpUsersPage')),
    },
    {
      path: CONNECTORS_PATH,
      titleKey: 'pages.connectors',
      permission: routes['connectors.list'].permission,
      contentType: 'table',
      Component: lazyWithTexts('integrations', () => import('./external/ConnectorsPage')),
    },
    {
      path: `${CONNECTORS_PATH}/:id`,
      titleKey: 'pages.connector',
      permission: routes['connectors.get'].permission,
      parent: CONNECTORS_PATH,
      Component: lazyWithTexts('integrations', () => import('./external/ConnectorDetailsPage')),
    },
    {
      path: SFTP_PATH,
      titleKey: 'pages.sftp',
      permission: routes['sftp.list'].permission,
      contentType: 'table',
      Component: lazyWithTexts('integrations', () => import('./sftp/SftpServersPage')),
    },
    {
      path: `${SFTP_PATH}/:id`,
      titleKey: 'pages.sftpServer',
      permission: routes['sftp.get'].permission,
      parent: SFTP_PATH,
      // The task form names the import modes in the imports' words.
      Component: lazyWithTexts(['integrations', 'imports'], () => import('./sftp/SftpServerPage')),
    },
  ],
  nav: [
    { textKey: 'nav.apiTokens', href: API_TOKENS_PATH },
    { textKey: 'nav.apiReference', href: API_REFERENCE_PATH },
    { textKey: 'nav.webhooks', href: WEBHOOKS_PATH },
    { textKey: 'nav.smtpUsers', href: SMTP_USERS_PATH },
    { textKey: 'nav.connectors', href: CONNECTORS_PATH },
    { textKey: 'nav.sftp', href: SFTP_PATH },
  ],
};
