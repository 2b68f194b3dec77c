import { routes } from '@shared/routes';
import type { AreaPages } from '@web/app/app-pages';
import { lazyWithTexts } from '@web/i18n/page-texts';

export const MAILING_HISTORY_PATH = '/mailing/history';

/**
 * Campaigns (issue 17): the lists of /v2/mailing/send by view and type, the planned lists, the
 * archive (/mailing/history). Pages load their texts with them (lazyWithTexts('campaigns', …),
 * web/src/i18n/page-texts.ts); titles and nav entries are in core.json (they show before a page loads).
 */
export const campaigns: AreaPages = {
  pages: [
    {
      path: MAILING_HISTORY_PATH,
      titleKey: 'pages.mailingHistory',
      permission: routes['mailings.archive'].permission,
      contentType: 'table',
      Component: lazyWithTexts('campaigns', () => import('./lists/ArchivePage')),
    },
  ],
  nav: [{ textKey: 'nav.mailingHistory', href: MAILING_HISTORY_PATH }],
};
