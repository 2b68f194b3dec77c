import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Table from '@cloudscape-design/components/table';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Webhook } from '@shared/schemas/webhooks';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { TableEmpty } from '@web/common/TableEmpty';
import { TableHeader } from '@web/common/TableHeader';
import { useFormatDate } from '@web/common/use-format-date';
import { webhookColumns } from './columns';
import { webhookPath } from './paths';
import { SecretModal } from '@web/common/SecretModal';
import { sendTestEvent, useWebhooks } from './use-webhooks';
import { WebhookModal } from './WebhookModal';

type Open =
  | { kind: 'create' }
  | { kind: 'edit'; webhook: Webhook }
  | { kind: 'created'; secret: string }
  | { kind: 'delete'; webhook: Webhook }
  | null;

/** /advanced/webhooks: the account's webhooks; add one (its secret shown), edit, delete, send a test event, open its log. */
export default function WebhooksPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const navigate = useNavigate();
  const { list, saved, remove } = useWebhooks();
  const [open, setOpen] = useState<Open>(null);
  const [selected, setSelected] = useState<Webhook | undefined>();
  const [testing, setTesting] = useState(false);
  const items = list.data?.items ?? [];
  const max = list.data?.max;
  const full = max !== undefined && items.length >= max;
  const create = () => setOpen({ kind: 'create' });
  const details = (webhook: Webhook) => navigate(webhookPath(webhook.id));
  const test = async (webhook: Webhook) => {
    setTesting(true);
    try {
      await sendTestEvent(webhook.id);
      list.reload();
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
        columnDefinitions={webhookColumns({ t, formatDate, open: details })}
        loading={list.loading}
        loadingText={t('common.loading')}
        ariaLabels={{
          tableLabel: t('pages.webhooks'),
          itemSelectionLabel: (_, webhook) => webhook.url,
          selectionGroupLabel: t('pages.webhooks'),
        }}
        empty={
          list.error ? (
            <TableEmpty title="" error={list.error} onRetry={list.reload} />
          ) : (
            <TableEmpty
              title={t('webhooks.empty')}
              hint={t('webhooks.emptyHint')}
              action={{ text: t('webhooks.create'), onClick: create }}
            />
          )
        }
        header={
          <TableHeader
            variant="awsui-h1-sticky"
            title={t('pages.webhooks')}
            description={t('webhooks.description')}
            counter={list.data ? t('webhooks.counter', { count: items.length, max }) : undefined}
            onRefresh={list.reload}
            loading={list.loading}
          >
            <Button disabled={!selected} disabledReason={t('webhooks.selectOne')} onClick={() => selected && details(selected)}>
              {t('webhooks.details')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('webhooks.selectOne')}
              loading={testing}
              onClick={() => selected && void test(selected)}
            >
              {t('webhooks.test')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('webhooks.selectOne')}
              onClick={() => selected && setOpen({ kind: 'edit', webhook: selected })}
            >
              {t('webhooks.edit')}
            </Button>
            <Button
              disabled={!selected}
              disabledReason={t('webhooks.selectOne')}
              onClick={() => selected && setOpen({ kind: 'delete', webhook: selected })}
            >
              {t('webhooks.delete')}
            </Button>
            <Button variant="primary" disabled={full} disabledReason={t('webhooks.limitReached', { max })} onClick={create}>
              {t('webhooks.create')}
            </Button>
          </TableHeader>
        }
      />
      {(open?.kind === 'create' || open?.kind === 'edit') && (
        <WebhookModal
          webhook={open.kind === 'edit' ? open.webhook : undefined}
          onSaved={(answer) => {
            if ('secret' in answer) {
              const { secret, ...webhook } = answer;
              saved(webhook);
              setOpen({ kind: 'created', secret });
              return;
            }
            saved(answer);
            if (selected?.id === answer.id) setSelected(answer);
            pushNotice({ type: 'success', content: { key: 'webhooks.notices.saved' } }, 6000);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'created' && (
        <SecretModal
          title={t('webhooks.created.title')}
          notice={{ type: 'info', text: t('webhooks.created.info') }}
          label={t('webhooks.created.secret')}
          description={t('webhooks.created.verify')}
          secret={open.secret}
          testId="webhook-secret"
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'delete' && (
        <ConfirmModal
          header={t('webhooks.deleteTitle')}
          confirmText={t('webhooks.delete')}
          action={async () => {
            await remove(open.webhook);
            setSelected(undefined);
            pushNotice({ type: 'success', content: { key: 'webhooks.notices.deleted', params: { url: open.webhook.url } } }, 6000);
            setOpen(null);
          }}
          onClose={() => setOpen(null)}
        >
          <Box>{t('webhooks.deleteMessage', { url: open.webhook.url })}</Box>
        </ConfirmModal>
      )}
    </>
  );
}
