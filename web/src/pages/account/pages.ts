import type { AreaPages } from '@web/app/app-pages';

/** The signed-in user's own account pages (profile, activity, login history). */
export const account: AreaPages = { pages: [], nav: [] };
