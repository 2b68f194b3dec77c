import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useTranslation } from 'react-i18next';
import type { AdminAccountDetails } from '@shared/schemas/admin';
import { useFormatDate } from '@web/common/use-format-date';
import { PlanBadge } from '../common/PlanBadge';

/** The account's data, plan limits and configuration. */
export function AccountSummary({ account }: { account: AdminAccountDetails }) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const number = (n: number) => n.toLocaleString(i18n.language);
  const onOff = (on: boolean) => (
    <StatusIndicator type={on ? 'success' : 'stopped'}>{on ? t('admin.account.enabled') : t('admin.account.disabled')}</StatusIndicator>
  );
  return (
    <Container header={<Header variant="h2">{t('admin.account.summary')}</Header>}>
      <KeyValuePairs
        columns={3}
        items={[
          { label: t('admin.accounts.fields.name'), value: account.name },
          { label: t('admin.accounts.fields.plan'), value: <PlanBadge plan={account.plan} /> },
          { label: t('admin.accounts.fields.owner'), value: account.ownerEmail ?? '—' },
          { label: t('admin.accounts.fields.createdAt'), value: formatDate(account.createdAt, true) },
          { label: t('admin.accounts.fields.trialEndsAt'), value: account.plan === 'trial' ? formatDate(account.trialEndsAt, true) : '—' },
          { label: t('admin.accounts.fields.members'), value: account.memberCount },
          { label: t('admin.account.limits.subscribers'), value: number(account.limits.subscribers) },
          { label: t('admin.account.limits.emailsPerMonth'), value: number(account.limits.emailsPerMonth) },
          { label: t('admin.account.limits.users'), value: number(account.limits.users) },
          { label: t('admin.account.config.blacklist'), value: onOff(account.config.blacklist_enabled) },
          { label: t('admin.accounts.fields.id'), value: account.id },
        ]}
      />
    </Container>
  );
}
