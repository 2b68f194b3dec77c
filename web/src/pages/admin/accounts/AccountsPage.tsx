import { useState } from 'react';
import Table from '@cloudscape-design/components/table';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { CursorPagination } from '@web/common/CursorPagination';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
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
    <Table
      variant="full-page"
      stickyHeader
      header={
        <TableHeader
          variant="awsui-h1-sticky"
          title={t('pages.adminAccounts')}
          description={t('admin.accounts.description')}
          onRefresh={pages.reload}
          loading={pages.loading}
        />
      }
      filter={
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('admin.accounts.searchPlaceholder')}
          filteringAriaLabel={t('admin.accounts.searchLabel')}
          filteringClearAriaLabel={t('admin.accounts.searchClear')}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
      }
      ariaLabels={{ tableLabel: t('pages.adminAccounts') }}
      columnDefinitions={accountColumns({ t, formatDate, follow })}
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      empty={
        <TableEmpty
          error={pages.error}
          title={query.trim() ? t('admin.accounts.noMatches') : t('admin.accounts.empty')}
          hint={query.trim() && pages.hasMore ? t('admin.accounts.searchMore') : undefined}
        />
      }
    />
  );
}
