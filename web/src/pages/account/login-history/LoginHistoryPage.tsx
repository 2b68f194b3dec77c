import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
import { loginColumns } from '../common/history-columns';
import { useHistoryColumnContext, useLoginHistory } from '../common/use-history';

/** /account/login-history: the signed-in user's own sign-in attempts. */
export default function LoginHistoryPage() {
  const { t } = useTranslation();
  const pages = useLoginHistory('mine');
  const columns = loginColumns(useHistoryColumnContext(false));
  return (
    <PagedTable
      fullPage
      title={t('pages.accountLoginHistory')}
      description={t('account.history.loginDescription')}
      pages={pages}
      columns={columns}
      emptyText={t('account.history.emptyLogins')}
    />
  );
}
