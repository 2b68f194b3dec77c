import { matchPath, matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { APP_PAGES } from './app-pages';
import { redirectTarget, SPEC_REDIRECTS } from './spec-redirects';

/** What the router does with a URL: matches it (decoding the parameters as useParams gives them) and fills the redirect in. */
function follow(url: string): string | undefined {
  const { pathname, search, hash } = new URL(url, 'https://goniec.test');
  const match = matchRoutes(
    SPEC_REDIRECTS.map(({ from, to }) => ({ path: from, to })),
    pathname,
  )?.[0];
  return match ? redirectTarget(match.route.to, match.params, search, hash) : undefined;
}

describe('redirects from the spec’s screen paths (section 2, subscribers and audiences)', () => {
  it('send each spec path to the page serving it', () => {
    expect(['/all', '/details/01JDX4Z3', '/import', '/export', '/history', '/exclusions'].map(follow)).toEqual([
      '/subscribers/all',
      '/subscribers/details/01JDX4Z3',
      '/subscribers/import',
      '/subscribers/export',
      '/subscribers/history',
      '/subscribers/exclusions',
    ]);
  });

  it('keep the query string, the fragment and the id (encoded again)', () => {
    expect(follow('/details/01JDX4Z3?tab=history#top')).toBe('/subscribers/details/01JDX4Z3?tab=history#top');
    expect(follow('/import?tab=manual')).toBe('/subscribers/import?tab=manual');
    expect(follow('/all/')).toBe('/subscribers/all');
    expect(follow('/details/a%20b%2Fc')).toBe('/subscribers/details/a%20b%2Fc');
  });

  it('leave other paths alone', () => {
    expect(['/', '/details', '/details/1/2', '/allx', '/subscribers/all', '/segments'].map(follow)).toEqual(Array(6).fill(undefined));
  });

  it('lead to pages the app serves, from paths no page uses', () => {
    const served = (path: string) => APP_PAGES.some((page) => matchPath(page.path, path));
    for (const { from, to } of SPEC_REDIRECTS) {
      expect(served(redirectTarget(to, { id: 'x' })), to).toBe(true);
      expect(served(redirectTarget(from, { id: 'x' })), from).toBe(false);
    }
  });
});
