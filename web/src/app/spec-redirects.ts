import { DETAILS_PATH, EXCLUSIONS_PATH, EXPORT_PATH, HISTORY_PATH, IMPORT_PATH, SUBSCRIBERS_PATH } from '@web/pages/subscribers/paths';

/**
 * The spec's screen paths that this app serves elsewhere (spec section 2, "Subscribers and
 * audiences": /all, /details/{id}, /import, /export, /history, /exclusions live under
 * /subscribers/…, beside /subscribers/stats). A link or bookmark to the spec's path lands on ours,
 * with its id, query string and fragment; the page there applies its own guards.
 */
export const SPEC_REDIRECTS: readonly { from: string; to: string }[] = [
  { from: '/all', to: SUBSCRIBERS_PATH },
  { from: '/details/:id', to: `${DETAILS_PATH}/:id` },
  { from: '/import', to: IMPORT_PATH },
  { from: '/export', to: EXPORT_PATH },
  { from: '/history', to: HISTORY_PATH },
  { from: '/exclusions', to: EXCLUSIONS_PATH },
];

/** Where a redirect leads: its `:name` parameters filled in (encoded again), the query string and fragment kept. */
export function redirectTarget(to: string, params: Readonly<Record<string, string | undefined>>, search = '', hash = ''): string {
  const path = to.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
  return `${path}${search}${hash}`;
}
