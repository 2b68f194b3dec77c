import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { useCan } from '@web/app/session/session-store';
import { BlueprintsTab } from './BlueprintsTab';
import { CreatedTab } from './CreatedTab';

/**
 * /mailing/my-templates (spec section 2): the account's templates (PERM_MKOPIER) and the blueprints
 * (PERM_MGOTOWE); a tab shows only with its permission. The active tab is in the address.
 */
export default function MyTemplatesPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const tabs = [
    can(routes['templates.list'].permission) && { id: 'created', label: t('templatePages.tabs.created'), content: <CreatedTab /> },
    can(routes['blueprints.list'].permission) && {
      id: 'blueprints',
      label: t('templatePages.tabs.blueprints'),
      content: <BlueprintsTab />,
    },
  ].filter((tab) => tab !== false);
  const active = tabs.find((tab) => tab.id === search.get('tab')) ?? tabs[0];
  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t('templatePages.list.description')}>
          {t('pages.myTemplates')}
        </Header>
      }
    >
      <Tabs
        activeTabId={active?.id}
        onChange={({ detail }) => setSearch({ tab: detail.activeTabId }, { replace: true })}
        ariaLabel={t('pages.myTemplates')}
        tabs={tabs}
      />
    </ContentLayout>
  );
}
