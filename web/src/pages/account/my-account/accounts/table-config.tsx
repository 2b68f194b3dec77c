import Badge from '@cloudscape-design/components/badge';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { MyAccount } from '@shared/schemas/accounts';

export function accountColumns(t: TFunction): TableProps.ColumnDefinition<MyAccount>[] {
  return [
    {
      id: 'name',
      header: t('account.accounts.name'),
      isRowHeader: true,
      cell: (a) => (
        <SpaceBetween direction="horizontal" size="xs">
          <span>{a.name}</span>
          {a.current && <Badge color="green">{t('account.accounts.current')}</Badge>}
          {a.isDefault && <Badge color="blue">{t('account.accounts.default')}</Badge>}
        </SpaceBetween>
      ),
    },
    { id: 'plan', header: t('account.accounts.plan'), cell: (a) => t(`dashboard.payments.plans.${a.plan}`) },
    { id: 'role', header: t('account.accounts.role'), cell: (a) => t(`account.accounts.roles.${a.role}`) },
    {
      id: 'state',
      header: t('account.accounts.state'),
      cell: (a) =>
        a.usable ? (
          <StatusIndicator type="success">{t('account.accounts.usable')}</StatusIndicator>
        ) : (
          <StatusIndicator type="stopped">{t('account.accounts.notUsable')}</StatusIndicator>
        ),
    },
  ];
}

/** Why an action is not available for an account, or undefined when it is. */
export function switchBlocked(t: TFunction, a: MyAccount | undefined): string | undefined {
  if (!a) return t('account.accounts.selectFirst');
  if (a.current) return t('account.accounts.alreadyCurrent');
  if (!a.usable) return t('account.accounts.notUsable');
  return undefined;
}

export function defaultBlocked(t: TFunction, a: MyAccount | undefined): string | undefined {
  if (!a) return t('account.accounts.selectFirst');
  if (a.isDefault) return t('account.accounts.alreadyDefault');
  return undefined;
}

export function leaveBlocked(t: TFunction, a: MyAccount | undefined, count: number): string | undefined {
  if (!a) return t('account.accounts.selectFirst');
  if (a.owner) return t('errors.ACCOUNT_OWNER_CANNOT_LEAVE');
  if (count <= 1) return t('errors.ACCOUNT_LAST_MEMBERSHIP');
  return undefined;
}
