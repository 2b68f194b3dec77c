import type { ComponentType } from 'react';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@web/i18n';

/** One tab of a settings page: its id is in the address (`?tab=`). */
export interface PageTab {
  id: string;
  labelKey: TranslationKey;
  Content: ComponentType;
}

/**
 * A page of tabs, one per part (the spec's /settings/company and /v2/settings/scenarios); the
 * active tab is in the address, so a link, a reload or the back button lands on it.
 */
export function TabbedPage({
  titleKey,
  descriptionKey,
  tabs,
}: {
  titleKey: TranslationKey;
  descriptionKey: TranslationKey;
  tabs: readonly PageTab[];
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const active = tabs.find((tab) => tab.id === requested) ?? tabs[0];

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={t(descriptionKey)}>
          {t(titleKey)}
        </Header>
      }
    >
      <Tabs
        activeTabId={active?.id}
        onChange={({ detail }) => setSearch({ tab: detail.activeTabId }, { replace: true })}
        ariaLabel={t(titleKey)}
        tabs={tabs.map(({ id, labelKey, Content }) => ({ id, label: t(labelKey), content: <Content /> }))}
      />
    </ContentLayout>
  );
}
