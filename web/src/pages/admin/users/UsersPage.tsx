import { useState } from 'react';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
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
    <PagedTable
      fullPage
      title={t('pages.adminUsers')}
      description={t('admin.users.description')}
      pages={pages}
      columns={userColumns({ t, formatDate, follow })}
      emptyText={query.trim() ? t('admin.users.noMatches') : t('admin.users.empty')}
      wrapLines={false}
      filter={
        <TextFilter
          filteringText={filter}
          filteringPlaceholder={t('admin.users.searchPlaceholder')}
          filteringAriaLabel={t('admin.users.searchLabel')}
          filteringClearAriaLabel={t('admin.accounts.searchClear')}
          onChange={({ detail }) => setFilter(detail.filteringText)}
        />
      }
    />
  );
}
