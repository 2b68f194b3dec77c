import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Toggle from '@cloudscape-design/components/toggle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminAccountDetails, SetAccountConfigBody } from '@shared/schemas/admin';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { useFormatDate } from '@web/common/use-format-date';
import { PlanBadge } from '../common/PlanBadge';

/** The account's data, plan limits and configuration (its switches turned here). */
export function AccountSummary({
  account,
  onConfig,
}: {
  account: AdminAccountDetails;
  onConfig: (body: SetAccountConfigBody) => Promise<void>;
}) {
  const { t, i18n } = useTranslation();
  const formatDate = useFormatDate();
  const [saving, setSaving] = useState(false);
  const number = (n: number) => n.toLocaleString(i18n.language);
  const turn = async (body: SetAccountConfigBody) => {
    setSaving(true);
    try {
      await onConfig(body);
      pushNotice({ type: 'success', content: { key: 'admin.account.config.changed', params: { name: account.name } } }, 8000);
    } catch (error) {
      notifyError(error);
    } finally {
      setSaving(false);
    }
  };
  const blacklist = (
    <Toggle
      checked={account.config.blacklist_enabled}
      disabled={saving}
      description={t('admin.account.config.blacklistHint')}
      ariaLabel={t('admin.account.config.blacklist')}
      onChange={({ detail }) => void turn({ blacklist_enabled: detail.checked })}
    >
      {account.config.blacklist_enabled ? t('admin.account.enabled') : t('admin.account.disabled')}
    </Toggle>
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
          { label: t('admin.account.config.blacklist'), value: blacklist },
          { label: t('admin.accounts.fields.id'), value: account.id },
        ]}
      />
    </Container>
  );
}
