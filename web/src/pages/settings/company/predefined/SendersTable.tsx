import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Badge from '@cloudscape-design/components/badge';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { Sender } from '@shared/schemas/predefined';
import { apiKey, useApiMutation, useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { useCan } from '@web/app/session/session-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { useSubmission } from '@web/common/use-form-submit';
import { useErrorText } from '@web/common/use-error-text';
import { SenderModal } from './SenderModal';
import { RowActions } from './RowActions';

/** The account's senders: one default, each usable while its domain is verified. */
export function SendersTable() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const senders = useApiQuery('senders.list', {});
  const can = useCan();
  // The hint of the sender form: the domains a from address may be on (read with the mailing permission).
  const domains =
    useApiQuery('domains.senderDomains', {}, { enabled: can(routes['domains.senderDomains'].permission) }).data?.domains ?? [];
  const [editing, setEditing] = useState<Sender | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Sender | null>(null);
  const list = apiKey('senders.list');
  const update = useApiMutation('senders.update', { invalidates: [list] });
  const remove = useApiMutation('senders.remove', { invalidates: [list] });
  const action = useSubmission<string>();
  const makeDefault = (s: Sender) =>
    action.run(s.id, () =>
      update.mutateAsync({ params: { id: s.id }, body: { name: s.name, fromEmail: s.fromEmail, replyTo: s.replyTo, isDefault: true } }),
    );

  return (
    <SpaceBetween size="s">
      {action.error !== null && <Alert type="error">{errorText.describe(action.error)}</Alert>}
      <Table
        variant="container"
        header={
          <Header
            variant="h2"
            description={t('predefined.senders.description')}
            actions={<Button onClick={() => setEditing('new')}>{t('predefined.senders.add')}</Button>}
          >
            {t('predefined.senders.header')}
          </Header>
        }
        ariaLabels={{ tableLabel: t('predefined.senders.header') }}
        trackBy="id"
        items={senders.data?.items ?? []}
        loading={senders.loading}
        loadingText={t('common.loading')}
        wrapLines
        empty={<TableEmpty title={t('predefined.senders.empty')} error={senders.error} onRetry={senders.reload} />}
        columnDefinitions={[
          {
            id: 'name',
            header: t('predefined.senders.name'),
            isRowHeader: true,
            cell: (s) => (
              <SpaceBetween direction="horizontal" size="xs">
                <span>{s.name}</span>
                {s.isDefault && <Badge color="blue">{t('predefined.senders.default')}</Badge>}
              </SpaceBetween>
            ),
          },
          { id: 'fromEmail', header: t('predefined.senders.fromEmail'), cell: (s) => s.fromEmail },
          { id: 'replyTo', header: t('predefined.senders.replyTo'), cell: (s) => s.replyTo || '—' },
          {
            id: 'usable',
            header: t('pages.settingsDomains'),
            cell: (s) =>
              s.usable ? (
                <StatusIndicator type="success">{t('predefined.senders.usable')}</StatusIndicator>
              ) : (
                <StatusIndicator type="warning">{t('predefined.senders.notUsable')}</StatusIndicator>
              ),
          },
          {
            id: 'actions',
            header: t('predefined.actions'),
            cell: (s) => (
              <RowActions name={s.fromEmail} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)}>
                {!s.isDefault && (
                  <Button
                    variant="inline-link"
                    loading={action.busy === s.id}
                    onClick={() => void makeDefault(s)}
                    ariaLabel={`${t('predefined.senders.makeDefault')} ${s.fromEmail}`}
                  >
                    {t('predefined.senders.makeDefault')}
                  </Button>
                )}
              </RowActions>
            ),
          },
        ]}
      />
      {editing && <SenderModal sender={editing === 'new' ? undefined : editing} domains={domains} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmModal
          header={t('predefined.senders.deleteHeader')}
          confirmText={t('predefined.delete')}
          action={async () => {
            await remove.mutateAsync({ params: { id: deleting.id } });
            pushNotice({ type: 'success', content: { key: 'predefined.senders.removed' } }, 5000);
            setDeleting(null);
          }}
          onClose={() => setDeleting(null)}
        >
          <Box>{t('predefined.senders.deleteQuestion', { name: deleting.name, email: deleting.fromEmail })}</Box>
        </ConfirmModal>
      )}
    </SpaceBetween>
  );
}
