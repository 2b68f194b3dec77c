import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Tabs from '@cloudscape-design/components/tabs';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import { BLACKLIST_TYPES, type BlacklistType } from '@shared/schemas/blacklist';
import { apiKey, restart } from '@web/api/query';
import { useCan } from '@web/app/session/session-store';
import { AddEntries } from './AddEntries';
import { EntriesTable } from './EntriesTable';

const tabFromQuery = (value: string | null): BlacklistType => BLACKLIST_TYPES.find((type) => type === value) ?? 'domain';

/** /subscribers/exclusions: blacklisted domains, e-mail addresses and GSM numbers, never sent to (behind blacklist_enabled). */
export default function ExclusionsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [search, setSearch] = useSearchParams();
  const tab = tabFromQuery(search.get('tab'));
  const canAdd = can(routes['blacklist.add'].permission);

  return (
    <SpaceBetween size="m">
      <Header variant="h1" description={t('exclusions.description')}>
        {t('pages.exclusions')}
      </Header>
      <Tabs
        activeTabId={tab}
        onChange={({ detail }) => setSearch(detail.activeTabId === 'domain' ? {} : { tab: detail.activeTabId }, { replace: true })}
        ariaLabel={t('exclusions.tabsLabel')}
        tabs={BLACKLIST_TYPES.map((type) => ({
          id: type,
          label: t(`exclusions.tabs.${type}`),
          content: (
            <SpaceBetween size="l">
              {canAdd && <AddEntries type={type} onAdded={() => void restart(apiKey('blacklist.list'))} />}
              <EntriesTable type={type} />
            </SpaceBetween>
          ),
        }))}
      />
    </SpaceBetween>
  );
}
