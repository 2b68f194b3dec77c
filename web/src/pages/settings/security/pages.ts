import type { AreaPages } from '@web/app/app-pages';

/** Settings: the security policy. */
export const settingsSecurity: AreaPages = { pages: [], nav: [] };
