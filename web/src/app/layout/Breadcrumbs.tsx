import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@shared/constants';
import { APP_PAGES, isHiddenPage, pageByPath } from '../app-pages';
import { useSession } from '../session/session-store';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const session = useSession();
  const role = session.status === 'authenticated' ? session.user.role : undefined;
  // A page hidden from this user shows as the not-found page does: no crumb of its own.
  const page = APP_PAGES.find((p) => matchPath(p.path, pathname) && !isHiddenPage(p, role));
  const items: BreadcrumbGroupProps.Item[] = [{ text: PRODUCT_NAME, href: '/' }];
  const parent = page?.parent ? pageByPath(page.parent) : undefined;
  if (parent) items.push({ text: t(parent.titleKey), href: parent.path });
  if (page && page.path !== '/') items.push({ text: t(page.titleKey), href: pathname });
  return (
    <BreadcrumbGroup
      items={items}
      ariaLabel={t('common.breadcrumbs')}
      expandAriaLabel={t('common.showPath')}
      onFollow={(event) => {
        event.preventDefault();
        navigate(event.detail.href);
      }}
    />
  );
}
