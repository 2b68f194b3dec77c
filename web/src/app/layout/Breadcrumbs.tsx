import BreadcrumbGroup, { type BreadcrumbGroupProps } from '@cloudscape-design/components/breadcrumb-group';
import { matchPath, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PRODUCT_NAME } from '@shared/constants';
import { APP_PAGES, pageByPath } from '../app-pages';

export function Breadcrumbs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const page = APP_PAGES.find((p) => matchPath(p.path, pathname));
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
