import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import type { Tag } from '@shared/schemas/predefined';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TagModal } from './TagModal';
import { RowActions } from './RowActions';

/** The account's tags with their allowed values. */
export function TagsTable() {
  const { t } = useTranslation();
  const tags = useApiQuery('tags.list', {});
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const remove = useApiMutation('tags.remove', { invalidates: [apiKey('tags.list')] });
  return (
    <>
      <Table
        variant="container"
        header={
          <Header
            variant="h2"
            description={t('predefined.tags.description')}
            actions={<Button onClick={() => setEditing('new')}>{t('predefined.tags.add')}</Button>}
          >
            {t('predefined.tags.header')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('predefined.tags.header') }}
        trackBy="id"
        items={tags.data?.items ?? []}
        loading={tags.loading}
        loadingText={t('common.loading')}
        wrapLines
        empty={<TableEmpty title={t('predefined.tags.empty')} error={tags.error} onRetry={tags.reload} />}
        columnDefinitions={[
          { id: 'name', header: t('predefined.tags.name'), isRowHeader: true, cell: (tag) => tag.name },
          { id: 'values', header: t('predefined.tags.values'), cell: (tag) => tag.values.join(', ') || t('predefined.tags.noValues') },
          {
            id: 'actions',
            header: t('predefined.actions'),
            cell: (tag) => <RowActions name={tag.name} onEdit={() => setEditing(tag)} onDelete={() => setDeleting(tag)} />,
          },
        ]}
      />
      {editing && <TagModal tag={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmModal
          header={t('predefined.tags.deleteHeader')}
          confirmText={t('predefined.delete')}
          action={async () => {
            await remove.mutateAsync({ params: { id: deleting.id } });
            pushNotice({ type: 'success', content: { key: 'predefined.tags.removed' } }, 5000);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          <Box>{t('predefined.tags.deleteQuestion', { name: deleting.name })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
