import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { formatGsm } from '@shared/rules/contacts';
import type { TestGroup } from '@shared/schemas/predefined';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TestGroupModal } from './TestGroupModal';
import { RowActions } from './RowActions';

/** The account's test groups: the addresses and numbers test sends go to. */
export function TestGroupsTable() {
  const { t } = useTranslation();
  const groups = useApiQuery('testGroups.list', {});
  const [editing, setEditing] = useState<TestGroup | 'new' | null>(null);
  const [deleting, setDeleting] = useState<TestGroup | null>(null);
  const remove = useApiMutation('testGroups.remove', { invalidates: [apiKey('testGroups.list')] });
  return (
    <>
      <Table
        variant="container"
        header={
          <Header
            variant="h2"
            description={t('predefined.testGroups.description')}
            actions={<Button onClick={() => setEditing('new')}>{t('predefined.testGroups.add')}</Button>}
          >
            {t('predefined.testGroups.header')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('predefined.testGroups.header') }}
        trackBy="id"
        items={groups.data?.items ?? []}
        loading={groups.loading}
        loadingText={t('common.loading')}
        wrapLines
        empty={<TableEmpty title={t('predefined.testGroups.empty')} error={groups.error} onRetry={groups.reload} />}
        columnDefinitions={[
          { id: 'name', header: t('predefined.testGroups.name'), isRowHeader: true, cell: (g) => g.name },
          { id: 'emails', header: t('predefined.testGroups.emails'), cell: (g) => g.emails.join(', ') || '—' },
          { id: 'gsms', header: t('predefined.testGroups.gsms'), cell: (g) => g.gsms.map(formatGsm).join(', ') || '—' },
          {
            id: 'actions',
            header: t('predefined.actions'),
            cell: (g) => <RowActions name={g.name} onEdit={() => setEditing(g)} onDelete={() => setDeleting(g)} />,
          },
        ]}
      />
      {editing && <TestGroupModal group={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmModal
          header={t('predefined.testGroups.deleteHeader')}
          confirmText={t('predefined.delete')}
          action={async () => {
            await remove.mutateAsync({ params: { id: deleting.id } });
            pushNotice({ type: 'success', content: { key: 'predefined.testGroups.removed' } }, 5000);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          <Box>{t('predefined.testGroups.deleteQuestion', { name: deleting.name })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
