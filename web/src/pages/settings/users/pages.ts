import type { AreaPages } from '@web/app/app-pages';

/** Settings: users, teams and roles. */
export const settingsUsers: AreaPages = { pages: [], nav: [] };
