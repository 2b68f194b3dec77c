import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Connector, ConnectorAttemptOutcome } from '@shared/schemas/connectors';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import { ConnectorModal } from './ConnectorModal';
import { connectorPath } from './paths';
import { useConnectors } from './use-connectors';

type Open = { kind: 'create' } | { kind: 'edit'; connector: Connector } | { kind: 'delete'; connector: Connector } | null;

/** /advanced/external: the account's shop connectors; add one (then its details page shows the setup), edit, delete. */
export default function ConnectorsPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const { list, saved, remove } = useConnectors();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<Connector | undefined>();
  const items = list.data?.items ?? [];
  const max = list.data?.max;
  const full = max !== undefined && items.length >= max;
  const create = () => setOpen({ kind: 'create' });
  const details = (c: Connector) => navigate(connectorPath(c.id));

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
        loading={list.loading}
        loadingText={t('common.loading')}
        ariaLabels={{ tableLabel: t('pages.connectors'), itemSelectionLabel: (_, c) => c.name, selectionGroupLabel: t('pages.connectors') }}
        columnDefinitions={[
          {
            id: 'name',
            header: t('connectors.columns.name'),
            isRowHeader: true,
            cell: (c) => (
              <Button variant="inline-link" onClick={() => details(c)}>
                {c.name}
              </Button>
            ),
          },
          { id: 'platform', header: t('connectors.columns.platform'), cell: (c) => t(`connectors.platforms.${c.platform}`) },
          {
            id: 'status',
            header: t('connectors.columns.status'),
            cell: (c) =>
              !c.hasSecret ? (
                <StatusIndicator type="warning">{t('connectors.status.noSecret')}</StatusIndicator>
              ) : (
                <StatusIndicator type={c.active ? 'success' : 'stopped'}>
                  {t(c.active ? 'connectors.status.on' : 'connectors.status.off')}
                </StatusIndicator>
              ),
          },
          {
            id: 'last',
            header: t('connectors.columns.lastDelivery'),
            cell: (c) =>
              c.lastDeliveryAt
                ? `${formatDate(c.lastDeliveryAt, true)} (${t(`connectors.outcome.${(c.lastOutcome ?? 'accepted') as ConnectorAttemptOutcome}`)})`
                : '—',
          },
        ]}
        empty={
          list.error ? (
            <TableEmpty title="" error={list.error} onRetry={list.reload} />
          ) : (
            <TableEmpty
              title={t('connectors.empty')}
              hint={t('connectors.emptyHint')}
              action={{ text: t('connectors.create'), onClick: create }}
            />
          )
        }
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.connectors')}
            description={t('connectors.description')}
            counter={list.data ? `(${items.length}/${max})` : undefined}
            onRefresh={list.reload}
            loading={list.loading}
          >
            <Button disabled={!selected} disabledReason={t('connectors.selectOne')} onClick={() => selected && details(selected)}>
              {t('connectors.details')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('connectors.selectOne')}
              onClick={() => selected && setOpen({ kind: 'edit', connector: selected })}
            >
              {t('connectors.edit')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('connectors.selectOne')}
              onClick={() => selected && setOpen({ kind: 'delete', connector: selected })}
            >
              {t('connectors.delete')}
            </Button>
            <Button variant="primary" disabled={full} disabledReason={t('connectors.limitReached', { max })} onClick={create}>
              {t('connectors.create')}
            </Button>
          </TableHeader>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <ConnectorModal
          connector={open.kind === 'edit' ? open.connector : undefined}
          onSaved={({ secret: _s, ...connector }) => {
            saved(connector);
            pushNotice({ type: 'success', content: { key: 'connectors.notices.saved' } }, 6000);
            setOpen(null);
            // A new connector's next step is its setup, on its details page.
            if (open.kind === 'create') details(connector);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmModal
          header={t('connectors.deleteTitle')}
          confirmText={t('connectors.delete')}
          action={async () => {
            await remove(open.connector);
            setSelected(undefined);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        >
          <Box>{t('connectors.deleteMessage', { name: open.connector.name })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
