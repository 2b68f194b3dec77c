import { describe, expect, it } from 'vitest';
import { routes } from '@shared/routes';
import { APP_PAGES, NAV_SECTIONS, hasPageReach, pageByPath } from './app-pages';

describe('pages for a user restricted to segments', () => {
  it('leave out of the navigation exactly the pages whose API they are refused as a whole (new subscriber, statistics)', () => {
    const hidden = NAV_SECTIONS.flatMap((s) => s.items)
      .flatMap((item) => pageByPath(item.href) ?? [])
      .filter((page) => !hasPageReach(page, ['SEGMENT']));
    expect(hidden.map((p) => p.permission).sort()).toEqual(
      [routes['subscribers.create'].permission, routes['subscribers.stats'].permission].sort(),
    );
    expect(hidden.map((p) => p.titleKey).sort()).toEqual(['pages.subscriberNew', 'pages.subscriberStats']);
    // An unrestricted user keeps every one of them.
    expect(APP_PAGES.every((page) => hasPageReach(page, []) && hasPageReach(page, undefined))).toBe(true);
  });
});
