import { lazy } from 'react';
import { routes } from '@shared/routes';
import { mayCreateMailing } from '@shared/versions';
import type { AreaPages } from '@web/app/app-pages';
import { MY_TEMPLATES_PATH, NEW_MAILING_GALLERY_PATH } from './paths';

/**
 * Templates (spec sections 1 and 2, issue 16): a new mailing from a blueprint, a template or blank,
 * and the account's templates with their folders. The template editor is its own page.
 */
export const templates: AreaPages = {
  pages: [
    {
      path: NEW_MAILING_GALLERY_PATH,
      titleKey: 'pages.mailingFromTemplate',
      // The page's one write: whoever may start a mailing (its tabs need PERM_MGOTOWE or PERM_MKOPIER on top).
      permission: routes['mailings.fromTemplate'].permission,
      versions: mayCreateMailing,
      Component: lazy(() => import('./new-mailing/NewMailingPage')),
    },
    {
      path: MY_TEMPLATES_PATH,
      titleKey: 'pages.myTemplates',
      // Either tab opens the page: created (PERM_MKOPIER) or blueprints (PERM_MGOTOWE); see MyTemplatesPage.
      permission: routes['templates.list'].permission,
      Component: lazy(() => import('./my-templates/MyTemplatesPage')),
    },
  ],
  nav: [
    { textKey: 'nav.mailingFromTemplate', href: NEW_MAILING_GALLERY_PATH },
    { textKey: 'nav.myTemplates', href: MY_TEMPLATES_PATH },
  ],
};
