import SideNavigation, { type SideNavigationProps } from '@cloudscape-design/components/side-navigation';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@shared/constants';
import {
  APP_PAGES,
  NAV_SECTIONS,
  hasPageConfig,
  hasPageLimit,
  hasPageReach,
  hasPageVersions,
  isHiddenPage,
  pageByPath,
} from '../app-pages';
import { useCan, useSession } from '../session/session-store';

/** The nav item of the current page, or of its parent for pages that have no item of their own. */
function activeHref(pathname: string): string {
  const page = APP_PAGES.find((p) => matchPath(p.path, pathname));
  if (!page) return pathname;
  const hrefs = NAV_SECTIONS.flatMap((s) => s.items.map((i) => i.href));
  if (hrefs.includes(page.path)) return page.path;
  return page.parent ?? pathname;
}

export function AppSideNavigation() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const can = useCan();
  const session = useSession();
  const role = session.status === 'authenticated' ? session.user.role : undefined;
  const config = session.status === 'authenticated' ? session.user.permissions.config : undefined;
  const limits = session.status === 'authenticated' ? session.user.permissions.limits : undefined;
  const versions = session.status === 'authenticated' ? session.user.permissions.versions : undefined;
  const segmentIds = session.status === 'authenticated' ? session.user.segmentIds : undefined;

  const items: SideNavigationProps.Item[] = NAV_SECTIONS.flatMap((section) => {
    const links = section.items
      .filter((item) => {
        const page = pageByPath(item.href);
        return (
          page !== undefined &&
          can(page.permission) &&
          !isHiddenPage(page, role) &&
          hasPageConfig(page, config) &&
          hasPageLimit(page, limits) &&
          hasPageVersions(page, versions) &&
          hasPageReach(page, segmentIds)
        );
      })
      .map((item): SideNavigationProps.Link => ({ type: 'link', text: t(item.textKey), href: item.href }));
    if (links.length === 0) return [];
    return [{ type: 'section', text: t(section.textKey), defaultExpanded: true, items: links }];
  });

  return (
    <SideNavigation
      header={{ text: PRODUCT_NAME, href: '/' }}
      activeHref={activeHref(pathname)}
      items={items}
      onFollow={(event) => {
        if (event.detail.external) return;
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
