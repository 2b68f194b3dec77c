import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SftpImportTask } from '@shared/schemas/sftp-tasks';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { QueryGate } from '@web/common/QueryGate';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import { importPath } from '@web/pages/subscribers/paths';
import { address, taskFolder } from './sftp-view';
import { TestStatus } from './TestStatus';
import { SftpServerModal } from './SftpServerModal';
import { SftpTaskModal } from './SftpTaskModal';
import { TaskRunsTable } from './TaskRunsTable';
import { testConnection } from './use-sftp';
import { useSftpServer } from './use-sftp-server';

type Open =
  | { kind: 'edit' }
  | { kind: 'forgetKey' }
  | { kind: 'createTask' }
  | { kind: 'editTask'; task: SftpImportTask }
  | { kind: 'deleteTask'; task: SftpImportTask }
  | null;

/** /v2/integrations/sftp/:id: one server (test it, forget its host key) and its import tasks with their runs. */
export default function SftpServerPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const { id = '' } = useParams();
  const [selected, setSelected] = useState<SftpImportTask | undefined>();
  const details = useSftpServer(id, selected?.id);
  const { server: serverQuery, tasks, runs } = details;
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<'test' | 'run' | undefined>();
  const run = async (what: 'test' | 'run', work: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await work();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(undefined);
    }
  };

  return (
    <QueryGate query={serverQuery}>
      {(server) => {
        const items = tasks.data?.items ?? [];
        const max = tasks.data?.max;
        return (
          <ContentLayout
            header={
              <Header
                variant="h1"
                description={t('sftp.detailsPage.description')}
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button
                      loading={busy === 'test'}
                      onClick={() => void run('test', async () => details.savedServer(await testConnection(server)))}
                    >
                      {t('sftp.test')}
                    </Button>
                    <Button onClick={() => setOpen({ kind: 'edit' })}>{t('sftp.edit')}</Button>
                  </SpaceBetween>
                }
              >
                {server.name}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <Container header={<Header variant="h2">{t('sftp.detailsPage.settings')}</Header>}>
                <KeyValuePairs
                  columns={3}
                  items={[
                    { label: t('sftp.columns.address'), value: address(server) },
                    { label: t('sftp.columns.folder'), value: server.folder },
                    { label: t('sftp.form.username'), value: server.username },
                    {
                      label: t('sftp.form.auth'),
                      value: server.secretSet ? t(server.auth === 'key' ? 'sftp.keySet' : 'sftp.passwordSet') : '—',
                    },
                    {
                      label: t('sftp.columns.lastTest'),
                      value: <TestStatus result={server.lastTest} />,
                    },
                    {
                      label: t('sftp.detailsPage.hostKey'),
                      value: server.hostKeyFingerprint ? (
                        <SpaceBetween size="xxs">
                          <Box variant="code">{server.hostKeyFingerprint}</Box>
                          <Button variant="inline-link" onClick={() => setOpen({ kind: 'forgetKey' })}>
                            {t('sftp.detailsPage.forgetKey')}
                          </Button>
                        </SpaceBetween>
                      ) : (
                        t('sftp.detailsPage.noHostKey')
                      ),
                    },
                  ]}
                />
              </Container>
              <Table
                variant="container"
                selectionType="single"
                trackBy="id"
                wrapLines
                items={items}
                selectedItems={selected ? [selected] : []}
                onSelectionChange={({ detail }) => setSelected(detail.selectedItems[0])}
                loading={tasks.loading}
                loadingText={t('common.loading')}
                ariaLabels={{
                  tableLabel: t('sftp.tasksTable.title'),
                  itemSelectionLabel: (_, task) => task.pattern,
                  selectionGroupLabel: t('sftp.tasksTable.title'),
                }}
                empty={
                  tasks.error ? (
                    <TableEmpty title="" error={tasks.error} onRetry={tasks.reload} />
                  ) : (
                    <TableEmpty
                      title={t('sftp.tasksTable.empty')}
                      hint={t('sftp.tasksTable.emptyHint')}
                      action={{ text: t('sftp.taskForm.create'), onClick: () => setOpen({ kind: 'createTask' }) }}
                    />
                  )
                }
                header={
                  <TableHeader
                    title={t('sftp.tasksTable.title')}
                    description={t('sftp.tasksTable.description')}
                    counter={tasks.data ? t('sftp.counter', { count: items.length, max }) : undefined}
                    onRefresh={tasks.reload}
                    loading={tasks.loading}
                  >
                    <Button
                      disabled={!selected}
                      disabledReason={t('sftp.tasksTable.selectOne')}
                      loading={busy === 'run'}
                      onClick={() =>
                        selected &&
                        void run('run', async () => {
                          await details.runNow(selected);
                          pushNotice({ type: 'success', content: { key: 'sftp.notices.runQueued' } }, 6000);
                        })
                      }
                    >
                      {t('sftp.tasksTable.runNow')}
                    </Button>
                    <Button
                      disabled={!selected}
                      disabledReason={t('sftp.tasksTable.selectOne')}
                      onClick={() => selected && setOpen({ kind: 'editTask', task: selected })}
                    >
                      {t('sftp.edit')}
                    </Button>
                    <Button
                      disabled={!selected}
                      disabledReason={t('sftp.tasksTable.selectOne')}
                      onClick={() => selected && setOpen({ kind: 'deleteTask', task: selected })}
                    >
                      {t('sftp.delete')}
                    </Button>
                    <Button
                      variant="primary"
                      disabled={max !== undefined && items.length >= max}
                      onClick={() => setOpen({ kind: 'createTask' })}
                    >
                      {t('sftp.taskForm.create')}
                    </Button>
                  </TableHeader>
                }
                columnDefinitions={[
                  {
                    id: 'pattern',
                    header: t('sftp.tasksTable.files'),
                    isRowHeader: true,
                    cell: (task) => `${taskFolder(task, server)} · ${task.pattern}`,
                  },
                  {
                    id: 'schedule',
                    header: t('sftp.taskForm.schedule'),
                    cell: (task) =>
                      task.schedule.kind === 'daily' ? t('sftp.schedule.daily', { at: task.schedule.at }) : t('sftp.schedule.hourly'),
                  },
                  {
                    id: 'after',
                    header: t('sftp.taskForm.after'),
                    cell: (task) =>
                      task.afterImport.kind === 'move' ? t('sftp.after.move', { folder: task.afterImport.folder }) : t('sftp.after.rename'),
                  },
                  {
                    id: 'next',
                    header: t('sftp.tasksTable.next'),
                    cell: (task) =>
                      task.active ? (
                        formatDate(task.nextRunAt, true)
                      ) : (
                        <StatusIndicator type="stopped">{t('sftp.tasksTable.inactive')}</StatusIndicator>
                      ),
                  },
                ]}
              />
              {selected && (
                <TaskRunsTable
                  runs={runs.data?.items ?? []}
                  loading={runs.loading}
                  error={runs.error}
                  onRefresh={runs.reload}
                  importHref={importPath}
                />
              )}
              {open?.kind === 'edit' && (
                <SftpServerModal
                  server={server}
                  onSaved={(changed) => {
                    details.savedServer(changed);
                    pushNotice({ type: 'success', content: { key: 'sftp.notices.saved', params: { name: changed.name } } }, 6000);
                    setOpen(null);
                  }}
                  onClose={() => setOpen(null)}
                />
              )}
              {open?.kind === 'forgetKey' && (
                <ConfirmModal
                  header={t('sftp.detailsPage.forgetKey')}
                  confirmText={t('sftp.detailsPage.forgetKey')}
                  action={async () => {
                    await details.forgetHostKey();
                    setOpen(null);
                  }}
                  onClose={() => setOpen(null)}
                >
                  <Box>{t('sftp.detailsPage.forgetKeyMessage')}</Box>
                </ConfirmModal>
              )}
              {(open?.kind === 'createTask' || open?.kind === 'editTask') && (
                <SftpTaskModal
                  serverId={server.id}
                  serverFolder={server.folder}
                  task={open.kind === 'editTask' ? open.task : undefined}
                  onSaved={(task) => {
                    details.savedTask(task);
                    setSelected(task);
                    pushNotice({ type: 'success', content: { key: 'sftp.notices.taskSaved' } }, 6000);
                    setOpen(null);
                  }}
                  onClose={() => setOpen(null)}
                />
              )}
              {open?.kind === 'deleteTask' && (
                <ConfirmModal
                  header={t('sftp.tasksTable.deleteTitle')}
                  confirmText={t('sftp.delete')}
                  action={async () => {
                    await details.removeTask(open.task);
                    setSelected(undefined);
                    setOpen(null);
                  }}
                  onClose={() => setOpen(null)}
                >
                  <Box>{t('sftp.tasksTable.deleteMessage', { pattern: open.task.pattern })}</Box>
                </ConfirmModal>
              )}
            </SpaceBetween>
          </ContentLayout>
        );
      }}
    </QueryGate>
  );
}
