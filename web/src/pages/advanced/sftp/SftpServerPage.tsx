import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import type { SftpTask } from '@shared/schemas/sftp-tasks';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { QueryGate } from '@web/common/QueryGate';
import { EXPORT_PATH, importPath } from '@web/pages/subscribers/paths';
import { address } from './sftp-view';
import { TestStatus } from './TestStatus';
import { SftpServerModal } from './SftpServerModal';
import { SftpExportTaskModal } from './SftpExportTaskModal';
import { SftpTaskModal } from './SftpTaskModal';
import { TasksTable } from './TasksTable';
import { TaskRunsTable } from './TaskRunsTable';
import { testConnection } from './use-sftp';
import { useSftpServer } from './use-sftp-server';

type Open =
  | { kind: 'edit' }
  | { kind: 'forgetKey' }
  | { kind: 'createTask' }
  | { kind: 'createExport' }
  | { kind: 'editTask'; task: SftpTask }
  | { kind: 'deleteTask'; task: SftpTask }
  | null;

/** /v2/integrations/sftp/:id: one server (test it, forget its host key) and its import and export tasks with their runs. */
export default function SftpServerPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [selected, setSelected] = useState<SftpTask | undefined>();
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
        const saved = (task: SftpTask) => {
          details.savedTask(task);
          setSelected(task);
          pushNotice({ type: 'success', content: { key: 'sftp.notices.taskSaved' } }, 6000);
          setOpen(null);
        };
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
              <TasksTable
                server={server}
                tasks={tasks}
                selected={selected}
                onSelect={setSelected}
                running={busy === 'run'}
                onRunNow={(task) =>
                  void run('run', async () => {
                    await details.runNow(task);
                    pushNotice({ type: 'success', content: { key: 'sftp.notices.runQueued' } }, 6000);
                  })
                }
                onEdit={(task) => setOpen({ kind: 'editTask', task })}
                onDelete={(task) => setOpen({ kind: 'deleteTask', task })}
                onCreate={(kind) => setOpen({ kind: kind === 'export' ? 'createExport' : 'createTask' })}
              />
              {selected && (
                <TaskRunsTable
                  runs={runs.data?.items ?? []}
                  loading={runs.loading}
                  error={runs.error}
                  onRefresh={runs.reload}
                  kind={selected.kind}
                  importHref={importPath}
                  exportHref={EXPORT_PATH}
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
              {(open?.kind === 'createTask' || (open?.kind === 'editTask' && open.task.kind === 'import')) && (
                <SftpTaskModal
                  serverId={server.id}
                  serverFolder={server.folder}
                  task={open.kind === 'editTask' && open.task.kind === 'import' ? open.task : undefined}
                  onSaved={saved}
                  onClose={() => setOpen(null)}
                />
              )}
              {(open?.kind === 'createExport' || (open?.kind === 'editTask' && open.task.kind === 'export')) && (
                <SftpExportTaskModal
                  serverId={server.id}
                  serverFolder={server.folder}
                  task={open.kind === 'editTask' && open.task.kind === 'export' ? open.task : undefined}
                  onSaved={saved}
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
                  <Box>
                    {open.task.kind === 'import'
                      ? t('sftp.tasksTable.deleteMessage', { pattern: open.task.pattern })
                      : t('sftp.tasksTable.deleteExportMessage', { fileName: open.task.fileName })}
                  </Box>
                </ConfirmModal>
              )}
            </SpaceBetween>
          </ContentLayout>
        );
      }}
    </QueryGate>
  );
}
