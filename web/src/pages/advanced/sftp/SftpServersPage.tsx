import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SftpServer } from '@shared/schemas/sftp';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { serverColumns } from './columns';
import { sftpServerPath } from './paths';
import { SftpServerModal } from './SftpServerModal';
import { testConnection, useSftpServers } from './use-sftp';

type Open = { kind: 'create' } | { kind: 'edit'; server: SftpServer } | { kind: 'delete'; server: SftpServer } | null;

/** /v2/integrations/sftp: the account's SFTP servers; add, edit, test, delete one, open its import tasks. */
export default function SftpServersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { list, saved, remove } = useSftpServers();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<SftpServer | undefined>();
  const [testing, setTesting] = useState(false);
  const items = list.data?.items ?? [];
  const max = list.data?.max;
  const full = max !== undefined && items.length >= max;
  const create = () => setOpen({ kind: 'create' });
  const details = (server: SftpServer) => navigate(sftpServerPath(server.id));
  const test = async (server: SftpServer) => {
    setTesting(true);
    try {
      const after = await testConnection(server);
      saved(after);
      setSelected(after);
    } catch (error) {
      notifyError(error);
    } finally {
      setTesting(false);
    }
  };

  return (
    <>
      <Table
        variant="full-page"
        stickyHeader
        selectionType="single"
        trackBy="id"
        wrapLines
        selectedItems={selected ? [selected] : []}
        onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0])}
        items={items}
        columnDefinitions={serverColumns({ t, open: details })}
        loading={list.loading}
        loadingText={t('common.loading')}
        ariaLabels={{
          tableLabel: t('pages.sftp'),
          itemSelectionLabel: (_, server) => server.name,
          selectionGroupLabel: t('pages.sftp'),
        }}
        empty={
          list.error ? (
            <TableEmpty title="" error={list.error} onRetry={list.reload} />
          ) : (
            <TableEmpty title={t('sftp.empty')} hint={t('sftp.emptyHint')} action={{ text: t('sftp.create'), onClick: create }} />
          )
        }
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.sftp')}
            description={t('sftp.description')}
            counter={list.data ? t('sftp.counter', { count: items.length, max }) : undefined}
            onRefresh={list.reload}
            loading={list.loading}
          >
            <Button disabled={!selected} disabledReason={t('sftp.selectOne')} onClick={() => selected && details(selected)}>
              {t('sftp.tasks')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('sftp.selectOne')}
              loading={testing}
              onClick={() => selected && void test(selected)}
            >
              {t('sftp.test')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('sftp.selectOne')}
              onClick={() => selected && setOpen({ kind: 'edit', server: selected })}
            >
              {t('sftp.edit')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('sftp.selectOne')}
              onClick={() => selected && setOpen({ kind: 'delete', server: selected })}
            >
              {t('sftp.delete')}
            </Button>
            <Button variant="primary" disabled={full} disabledReason={t('sftp.limitReached', { max })} onClick={create}>
              {t('sftp.create')}
            </Button>
          </TableHeader>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <SftpServerModal
          server={open.kind === 'edit' ? open.server : undefined}
          onSaved={(server) => {
            saved(server);
            setSelected(server);
            pushNotice(
              {
                type: 'success',
                content: { key: open.kind === 'edit' ? 'sftp.notices.saved' : 'sftp.notices.created', params: { name: server.name } },
              },
              6000,
            );
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmModal
          header={t('sftp.deleteTitle')}
          confirmText={t('sftp.delete')}
          action={async () => {
            await remove(open.server);
            setSelected(undefined);
            pushNotice({ type: 'success', content: { key: 'sftp.notices.deleted', params: { name: open.server.name } } }, 6000);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        >
          <Box>{t('sftp.deleteMessage', { name: open.server.name })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
