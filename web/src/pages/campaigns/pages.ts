import type { AreaPages } from '@web/app/app-pages';

/**
 * Campaigns (issue 17): the lists of /v2/mailing/send by view and type, the planned lists, the
 * archive (/mailing/history). Pages load their texts with them (lazyWithTexts('campaigns', …),
 * web/src/i18n/page-texts.ts); titles and nav entries are in core.json (they show before a page loads).
 */
export const campaigns: AreaPages = {
  pages: [],
  nav: [],
};
