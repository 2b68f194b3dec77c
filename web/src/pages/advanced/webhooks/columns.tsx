import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { TableProps } from '@cloudscape-design/components/table';
import type { TFunction } from 'i18next';
import type { Webhook } from '@shared/schemas/webhooks';
import { webhookPath } from './paths';
import { eventLabel, statusView } from './webhook-view';

interface Context {
  t: TFunction;
  formatDate: (iso: string | undefined, withTime?: boolean) => string;
  open: (webhook: Webhook) => void;
}

/** The webhooks table: where each sends what, whether it works, and how its last delivery went (never the secret). */
export function webhookColumns({ t, formatDate, open }: Context): TableProps.ColumnDefinition<Webhook>[] {
  return [
    {
      id: 'url',
      header: t('webhooks.columns.url'),
      isRowHeader: true,
      cell: (webhook) => (
        <Link
          href={webhookPath(webhook.id)}
          onFollow={(e) => {
            e.preventDefault();
            open(webhook);
          }}
        >
          {webhook.url}
        </Link>
      ),
    },
    { id: 'description', header: t('webhooks.columns.description'), cell: (webhook) => webhook.description || '—' },
    {
      id: 'events',
      header: t('webhooks.columns.events'),
      cell: (webhook) => webhook.events.map((type) => eventLabel(t, type)).join(', '),
    },
    {
      id: 'status',
      header: t('webhooks.columns.status'),
      cell: (webhook) => {
        const view = statusView(webhook);
        const text =
          view.key === 'disabledFailures' && view.at
            ? t('webhooks.status.disabledFailuresAt', { at: formatDate(view.at, true) })
            : t(`webhooks.status.${view.key}`);
        return <StatusIndicator type={view.type}>{text}</StatusIndicator>;
      },
    },
    {
      id: 'lastDelivery',
      header: t('webhooks.columns.lastDelivery'),
      cell: (webhook) => {
        if (!webhook.lastAttemptAt) return t('webhooks.never');
        const at = formatDate(webhook.lastAttemptAt, true);
        return webhook.lastStatus === undefined
          ? t('webhooks.lastDeliveryNoAnswer', { at })
          : t('webhooks.lastDelivery', { at, status: webhook.lastStatus });
      },
    },
    {
      id: 'failing',
      header: t('webhooks.columns.failing'),
      cell: (webhook) => (webhook.failingAttempts > 0 ? <StatusIndicator type="warning">{webhook.failingAttempts}</StatusIndicator> : '—'),
    },
  ];
}
