import { useTranslation } from 'react-i18next';
import { PagedTable } from '@web/common/PagedTable';
import { activityColumns, loginColumns } from '@web/pages/account/common/history-columns';
import { useActivity, useHistoryColumnContext, useLoginHistory } from '@web/pages/account/common/use-history';

/** The whole account's sign-ins or activity (every member), with whose entry it is. */
export function AccountHistoryTab({ kind }: { kind: 'logins' | 'activity' }) {
  return kind === 'logins' ? <AccountLogins /> : <AccountActivity />;
}

function AccountLogins() {
  const { t } = useTranslation();
  const pages = useLoginHistory('account');
  const columns = loginColumns(useHistoryColumnContext(true));
  return (
    <PagedTable
      title={t('securitySettings.tabs.loginHistory')}
      description={t('securitySettings.loginsDescription')}
      pages={pages}
      columns={columns}
      emptyText={t('account.history.emptyLogins')}
    />
  );
}

function AccountActivity() {
  const { t } = useTranslation();
  const pages = useActivity('account');
  const columns = activityColumns(useHistoryColumnContext(true));
  return (
    <PagedTable
      title={t('securitySettings.tabs.activity')}
      description={t('securitySettings.activityDescription')}
      pages={pages}
      columns={columns}
      emptyText={t('account.history.emptyActivity')}
    />
  );
}
