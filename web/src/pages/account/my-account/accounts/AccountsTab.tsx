import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { MyAccount } from '@shared/schemas/accounts';
import { api } from '@web/api';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { enterAccount, switchAccount, useMyAccounts } from '@web/app/session/my-accounts';
import { setSessionUser, useCurrentUser } from '@web/app/session/session-store';
import { TableHeader } from '@web/common/TableHeader';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';
import { useSelectionLabels } from '@web/common/use-selection-labels';
import { LeaveAccountModal } from './LeaveAccountModal';
import { PendingInvitations } from './PendingInvitations';
import { accountColumns, defaultBlocked, leaveBlocked, switchBlocked } from './table-config';

/** The accounts the user belongs to: switch, choose the default for the next sign-in, leave. */
export function AccountsTab() {
  const { t } = useTranslation();
  const selection = useSelectionLabels();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const accounts = useMyAccounts();
  const items = accounts.items ?? [];
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [leaving, setLeaving] = useState<MyAccount | null>(null);
  const { busy, error, run } = useSubmission<'switch' | 'default' | 'leave'>();
  const selected = items.find((a) => a.id === selectedId);

  const switchTo = (a: MyAccount) => void run('switch', () => switchAccount(a.id), { keepBusy: true });
  const makeDefault = async (a: MyAccount) => {
    if ((await run('default', () => api('accounts.setDefault', { body: { accountId: a.id } }))) === null) return;
    pushNotice({ type: 'success', content: { key: 'account.accounts.defaultSet', params: { name: a.name } } }, 5000);
    await accounts.reload();
  };
  const leave = async (a: MyAccount) => {
    const next = await run('leave', () => api('accounts.leave', { params: { id: a.id }, body: {} }));
    if (next === null) return;
    setLeaving(null);
    setSelectedId(null);
    pushNotice({ type: 'success', content: { key: 'account.accounts.left', params: { name: a.name } } }, 8000);
    // Leaving the current account moved the session to another one.
    if (next.account.id !== user.account.id) enterAccount(next);
    else {
      setSessionUser(next);
      await accounts.reload();
    }
  };

  const actionError = leaving ? null : error;
  return (
    <SpaceBetween size="l">
      <PendingInvitations />
      {actionError !== null && <Box color="text-status-error">{errorText.describe(actionError)}</Box>}
      <Table
        header={
          <TableHeader
            title={t('account.accounts.title')}
            description={t('account.accounts.description')}
            counter={accounts.items ? `(${items.length})` : undefined}
            onRefresh={() => void accounts.reload()}
            loading={accounts.loading}
          >
            <Button
              disabled={Boolean(leaveBlocked(t, selected, items.length))}
              disabledReason={leaveBlocked(t, selected, items.length)}
              onClick={() => selected && setLeaving(selected)}
            >
              {t('account.accounts.leave')}
            </Button>
            <Button
              disabled={Boolean(defaultBlocked(t, selected))}
              disabledReason={defaultBlocked(t, selected)}
              loading={busy === 'default'}
              onClick={() => selected && void makeDefault(selected)}
            >
              {t('account.accounts.setDefault')}
            </Button>
            <Button
              variant="primary"
              disabled={Boolean(switchBlocked(t, selected))}
              disabledReason={switchBlocked(t, selected)}
              loading={busy === 'switch'}
              onClick={() => selected && switchTo(selected)}
            >
              {t('account.accounts.switch')}
            </Button>
          </TableHeader>
        }
        selectionType="single"
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelectedId(detail.selectedItems[0]?.id ?? null)}
        trackBy="id"
        ariaLabels={{ tableLabel: t('account.accounts.title'), ...selection((a: { name: string }) => a.name) }}
        columnDefinitions={accountColumns(t)}
        items={items}
        loading={accounts.loading && !accounts.items}
        loadingText={t('common.loading')}
        empty={<Box textAlign="center">{accounts.error ? errorText.describe(accounts.error) : t('account.accounts.none')}</Box>}
      />
      {leaving && (
        <LeaveAccountModal
          account={leaving}
          busy={busy === 'leave'}
          error={error}
          onCancel={() => setLeaving(null)}
          onConfirm={() => void leave(leaving).catch(notifyError)}
        />
      )}
    </SpaceBetween>
  );
}
