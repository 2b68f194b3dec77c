import { useState } from 'react';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
import { useDebounced } from '@web/common/use-debounced';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { accountColumns } from './table-config';
import { useAccounts } from './use-accounts';

/** Every account on the platform, newest first, searchable by the start of its name. */
export default function AccountsPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const [filter, setFilter] = useState('');
  const query = useDebounced(filter);
  const pages = useAccounts(query);

  return (
    <PagedTable
      fullPage
      title={t('pages.adminAccounts')}
      description={t('admin.accounts.description')}
      pages={pages}
      columns={accountColumns({ t, formatDate, follow })}
      emptyText={query.trim() ? t('admin.accounts.noMatches') : t('admin.accounts.empty')}
      emptyHint={query.trim() && pages.hasMore ? t('admin.accounts.searchMore') : undefined}
      wrapLines={false}
      filter={
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('admin.accounts.searchPlaceholder')}
          filteringAriaLabel={t('admin.accounts.searchLabel')}
          filteringClearAriaLabel={t('admin.accounts.searchClear')}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
      }
    />
  );
}
