import Box from '@cloudscape-design/components/box';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { AdminQueue } from '@shared/schemas/admin';

/** A message in a dead-letter queue is one the product failed to handle: it stands out. */
export const dlqNeedsAttention = (queue: AdminQueue) => (queue.dlq?.counts.visible ?? 0) + (queue.dlq?.counts.inFlight ?? 0) > 0;

function DlqCount({ queue, t }: { queue: AdminQueue; t: TFunction }) {
  if (!queue.dlq) return <StatusIndicator type="info">{t('admin.queues.noDlq')}</StatusIndicator>;
  const count = queue.dlq.counts.visible + queue.dlq.counts.inFlight;
  return (
    <>
      {dlqNeedsAttention(queue) ? (
        <StatusIndicator type="error">{t('admin.queues.dlqMessages', { count })}</StatusIndicator>
      ) : (
        <StatusIndicator type="success">{t('admin.queues.dlqEmpty')}</StatusIndicator>
      )}
      <Box variant="small" display="block">
        {queue.dlq.name}
      </Box>
    </>
  );
}

export function queueColumns({ t }: { t: TFunction }): TableProps.ColumnDefinition<AdminQueue>[] {
  return [
    {
      id: 'queue',
      header: t('admin.queues.fields.queue'),
      isRowHeader: true,
      cell: (q) => (
        <>
          <Box fontWeight="bold">{t(`admin.queues.names.${q.id}`)}</Box>
          <Box variant="small" display="block">
            {q.name}
          </Box>
        </>
      ),
    },
    { id: 'visible', header: t('admin.queues.fields.visible'), cell: (q) => q.counts.visible },
    { id: 'inFlight', header: t('admin.queues.fields.inFlight'), cell: (q) => q.counts.inFlight },
    { id: 'delayed', header: t('admin.queues.fields.delayed'), cell: (q) => q.counts.delayed },
    { id: 'maxReceiveCount', header: t('admin.queues.fields.maxReceiveCount'), cell: (q) => q.maxReceiveCount ?? '—' },
    { id: 'dlq', header: t('admin.queues.fields.dlq'), cell: (q) => <DlqCount queue={q} t={t} /> },
  ];
}
