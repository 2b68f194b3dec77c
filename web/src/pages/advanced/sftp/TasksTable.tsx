import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { routes } from '@shared/routes';
import type { SftpServer } from '@shared/schemas/sftp';
import type { SftpTask } from '@shared/schemas/sftp-tasks';
import { useCan } from '@web/app/session/session-store';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import { dynamicKey } from '@web/i18n';
import { useExportSegments } from '@web/pages/subscribers/export/use-export-segments';
import { taskFiles } from './sftp-view';

interface Props {
  server: SftpServer;
  tasks: { data?: { items: SftpTask[]; max: number } | null; loading: boolean; error: unknown; reload: () => void };
  selected: SftpTask | undefined;
  onSelect: (task: SftpTask | undefined) => void;
  running: boolean;
  onRunNow: (task: SftpTask) => void;
  onEdit: (task: SftpTask) => void;
  onDelete: (task: SftpTask) => void;
  onCreate: (kind: SftpTask['kind']) => void;
}

/** A server's tasks of both kinds (imports take files, exports write them), one limit for them all. */
export function TasksTable({ server, tasks, selected, onSelect, running, onRunNow, onEdit, onDelete, onCreate }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const can = useCan();
  const segments = useExportSegments();
  const items = tasks.data?.items ?? [];
  const max = tasks.data?.max;
  const full = max !== undefined && items.length >= max;
  const createReason = full ? t('sftp.tasksTable.limitReached', { max: max ?? 0 }) : t('sftp.tasksTable.notAllowed');
  const mayImport = can(routes['sftp.tasks.create'].permission);
  const mayExport = can(routes['sftp.exportTasks.create'].permission);
  // Running, editing or deleting a task takes its kind's permission (an import's or an export's).
  const mayChange = selected !== undefined && (selected.kind === 'export' ? mayExport : mayImport);
  const changeReason = selected ? t('sftp.tasksTable.notAllowed') : t('sftp.tasksTable.selectOne');
  const details = (task: SftpTask): string => {
    if (task.kind === 'import')
      return task.afterImport.kind === 'move' ? t('sftp.after.move', { folder: task.afterImport.folder }) : t('sftp.after.rename');
    if (task.audience.kind === 'statuses')
      return t('sftp.audience.statuses', {
        statuses: task.audience.statuses.map((s) => t(dynamicKey(`subscribers.status.${s}`))).join(', '),
      });
    const segmentId = task.audience.segmentId;
    return t('sftp.audience.segment', { name: segments.find((s) => s.id === segmentId)?.name ?? segmentId });
  };

  return (
    <Table
      variant="container"
      selectionType="single"
      trackBy="id"
      wrapLines
      items={items}
      selectedItems={selected ? [selected] : []}
      onSelectionChange={({ detail }) => onSelect(detail.selectedItems[0])}
      loading={tasks.loading}
      loadingText={t('common.loading')}
      ariaLabels={{
        tableLabel: t('sftp.tasksTable.title'),
        itemSelectionLabel: (_, task) => taskFiles(task, server),
        selectionGroupLabel: t('sftp.tasksTable.title'),
      }}
      empty={
        tasks.error ? (
          <TableEmpty title="" error={tasks.error} onRetry={tasks.reload} />
        ) : (
          <TableEmpty title={t('sftp.tasksTable.empty')} hint={t('sftp.tasksTable.emptyHint')} />
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
          <Button disabled={!mayChange} disabledReason={changeReason} loading={running} onClick={() => selected && onRunNow(selected)}>
            {t('sftp.tasksTable.runNow')}
          </Button>
          <Button disabled={!mayChange} disabledReason={changeReason} onClick={() => selected && onEdit(selected)}>
            {t('sftp.edit')}
          </Button>
          <Button disabled={!mayChange} disabledReason={changeReason} onClick={() => selected && onDelete(selected)}>
            {t('sftp.delete')}
          </Button>
          <Button disabled={full || !mayImport} disabledReason={createReason} onClick={() => onCreate('import')}>
            {t('sftp.taskForm.createImport')}
          </Button>
          <Button disabled={full || !mayExport} disabledReason={createReason} onClick={() => onCreate('export')}>
            {t('sftp.taskForm.createExport')}
          </Button>
        </TableHeader>
      }
      columnDefinitions={[
        {
          id: 'files',
          header: t('sftp.tasksTable.files'),
          isRowHeader: true,
          cell: (task) => taskFiles(task, server),
        },
        { id: 'kind', header: t('sftp.tasksTable.kind'), cell: (task) => t(`sftp.tasksTable.kinds.${task.kind}`) },
        {
          id: 'schedule',
          header: t('sftp.taskForm.schedule'),
          cell: (task) => (task.schedule.kind === 'daily' ? t('sftp.schedule.daily', { at: task.schedule.at }) : t('sftp.schedule.hourly')),
        },
        { id: 'details', header: t('sftp.tasksTable.details'), cell: details },
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
  );
}
