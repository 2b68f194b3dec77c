import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
import { useApiPages } from '@web/api/query';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { historyColumns } from '../common/history-columns';
import { usePropertyCatalog } from '../common/use-properties';

/** /subscribers/history: every change to the account's subscribers, newest first, each row leading to its subscriber. */
export default function AccountHistoryPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const catalog = usePropertyCatalog();
  const pages = useApiPages('subscribers.accountHistory', { query: { limit: 50 } });
  const properties = new Map((catalog.data?.items ?? []).map((p) => [p.id, p]));
  const columns = historyColumns({ t, formatDate, follow, withSubscriber: true, properties });
  return (
    <PagedTable
      fullPage
      title={t('pages.subscriberHistory')}
      description={t('subscribers.history.accountDescription')}
      pages={pages}
      columns={columns}
      emptyText={t('subscribers.history.emptyAccount')}
    />
  );
}
