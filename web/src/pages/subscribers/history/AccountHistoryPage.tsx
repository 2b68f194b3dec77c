import { useTranslation } from 'react-i18next';
import type { ChangeEntry } from '@shared/schemas/subscriber-records';
import { api } from '@web/api';
import { PagedTable } from '@web/common/PagedTable';
import { useCursorPages } from '@web/common/use-cursor-pages';
import { useFollow } from '@web/common/use-follow';
import { useFormatDate } from '@web/common/use-format-date';
import { historyColumns } from '../common/history-columns';
import { usePropertyCatalog } from '../common/use-properties';

const fetchPage = (cursor: string | undefined, signal: AbortSignal) => api('subscribers.accountHistory', { query: { cursor, limit: 50 }, signal });

/** /subscribers/history: every change to the account's subscribers, newest first, each row leading to its subscriber. */
export default function AccountHistoryPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const follow = useFollow();
  const catalog = usePropertyCatalog();
  const pages = useCursorPages<ChangeEntry>(fetchPage);
  const properties = new Map((catalog.data?.items ?? []).map((p) => [p.id, p]));
  const columns = historyColumns({ t, formatDate, follow, withSubscriber: true, properties });
  return <PagedTable fullPage title={t('pages.subscriberHistory')} description={t('subscribers.history.accountDescription')} pages={pages} columns={columns} emptyText={t('subscribers.history.emptyAccount')} />;
}
