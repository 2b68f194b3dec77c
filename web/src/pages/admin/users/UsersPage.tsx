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
import { userColumns } from './table-config';
import { useUsers } from './use-users';

/** Every user of the platform, in e-mail order, searchable by the start of the address. */
export default function UsersPage() {
  const { t } = useTranslation();
  const follow = useFollow();
  const formatDate = useFormatDate();
  const [filter, setFilter] = useState('');
  const query = useDebounced(filter);
  const pages = useUsers(query);

  return (
    <Table
      variant="full-page"
      stickyHeader
      header={
        <TableHeader
          variant="awsui-h1-sticky"
          title={t('pages.adminUsers')}
          description={t('admin.users.description')}
          onRefresh={pages.reload}
          loading={pages.loading}
        />
      }
      filter={
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('admin.users.searchPlaceholder')}
          filteringAriaLabel={t('admin.users.searchLabel')}
          filteringClearAriaLabel={t('admin.accounts.searchClear')}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
      }
      ariaLabels={{ tableLabel: t('pages.adminUsers') }}
      columnDefinitions={userColumns({ t, formatDate, follow })}
      items={pages.items}
      loading={pages.loading}
      loadingText={t('common.loading')}
      pagination={<CursorPagination pages={pages} />}
      empty={<TableEmpty error={pages.error} title={query.trim() ? t('admin.users.noMatches') : t('admin.users.empty')} />}
    />
  );
}
