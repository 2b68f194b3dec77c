import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
import { activityColumns } from '../common/history-columns';
import { useActivity, useHistoryColumnContext } from '../common/use-history';

/** /account/activity: what the signed-in user changed about their security and accounts. */
export default function ActivityPage() {
  const { t } = useTranslation();
  const pages = useActivity('mine');
  const columns = activityColumns(useHistoryColumnContext(false));
  return (
    <PagedTable
      fullPage
      title={t('pages.accountActivity')}
      description={t('account.history.activityDescription')}
      pages={pages}
      columns={columns}
      emptyText={t('account.history.emptyActivity')}
    />
  );
}
