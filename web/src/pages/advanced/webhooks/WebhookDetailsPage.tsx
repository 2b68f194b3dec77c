import { useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { QueryGate } from '@web/common/QueryGate';
import { useFormatDate } from '@web/common/use-format-date';
import { AttemptsTable } from './AttemptsTable';
import { SecretField } from '@web/common/SecretField';
import { sendTestEvent } from './use-webhooks';
import { useWebhookDetails } from './use-webhook-details';
import { eventLabel, statusView } from './webhook-view';
import { WebhookModal } from './WebhookModal';

/** /advanced/webhooks/:id: one webhook's settings, its signing secret (revealed, rotated), a test event and its deliveries' log. */
export default function WebhookDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const formatDate = useFormatDate();
  const details = useWebhookDetails(id);
  const [open, setOpen] = useState<'edit' | 'rotate' | null>(null);
  const [busy, setBusy] = useState<'test' | 'reveal' | null>(null);
  const run = async (what: 'test' | 'reveal', action: () => Promise<unknown>) => {
    setBusy(what);
    try {
      await action();
    } catch (error) {
      notifyError(error);
    } finally {
      setBusy(null);
    }
  };
  const { secret } = details;

  return (
    <QueryGate query={details.webhook}>
      {(webhook) => {
        const status = statusView(webhook);
        return (
          <ContentLayout
            header={
              <Header
                variant="h1"
                description={webhook.description || undefined}
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={details.refresh} />
                    <Button
                      loading={busy === 'test'}
                      onClick={() => void run('test', async () => (await sendTestEvent(id), details.refresh()))}
                    >
                      {t('webhooks.test')}
                    </Button>
                    <Button onClick={() => setOpen('edit')}>{t('webhooks.edit')}</Button>
                  </SpaceBetween>
                }
              >
                {webhook.url}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <Container header={<Header variant="h2">{t('webhooks.detailsPage.settings')}</Header>}>
                <KeyValuePairs
                  columns={3}
                  items={[
                    { label: t('webhooks.columns.url'), value: webhook.url },
                    {
                      label: t('webhooks.columns.status'),
                      value: (
                        <StatusIndicator type={status.type}>
                          {status.key === 'disabledFailures' && status.at
                            ? t('webhooks.status.disabledFailuresAt', { at: formatDate(status.at, true) })
                            : t(`webhooks.status.${status.key}`)}
                        </StatusIndicator>
                      ),
                    },
                    { label: t('webhooks.columns.failing'), value: webhook.failingAttempts },
                    { label: t('webhooks.columns.events'), value: webhook.events.map((type) => eventLabel(t, type)).join(', ') },
                    { label: t('webhooks.columns.description'), value: webhook.description || t('webhooks.detailsPage.noDescription') },
                    { label: t('webhooks.detailsPage.createdAt'), value: formatDate(webhook.createdAt, true) },
                  ]}
                />
              </Container>
              <Container
                header={
                  <Header
                    variant="h2"
                    description={t('webhooks.detailsPage.secretHint')}
                    actions={
                      <SpaceBetween direction="horizontal" size="xs">
                        {secret ? (
                          <Button onClick={details.hide}>{t('webhooks.detailsPage.hide')}</Button>
                        ) : (
                          <Button loading={busy === 'reveal'} onClick={() => void run('reveal', details.reveal)}>
                            {t('webhooks.detailsPage.reveal')}
                          </Button>
                        )}
                        <Button onClick={() => setOpen('rotate')}>{t('webhooks.detailsPage.rotate')}</Button>
                      </SpaceBetween>
                    }
                  >
                    {t('webhooks.detailsPage.secret')}
                  </Header>
                }
              >
                {secret ? (
                  <SpaceBetween size="s">
                    <SecretField label={t('webhooks.created.secret')} secret={secret.secret} testId="webhook-secret" />
                    {secret.previousValidUntil && (
                      <Alert type="info">
                        {t('webhooks.detailsPage.previousValid', { at: formatDate(secret.previousValidUntil, true) })}
                      </Alert>
                    )}
                  </SpaceBetween>
                ) : (
                  <Box color="text-body-secondary">••••••••••••</Box>
                )}
              </Container>
              <AttemptsTable pages={details.attempts} onRefresh={details.refresh} />
            </SpaceBetween>
            {open === 'edit' && (
              <WebhookModal
                webhook={webhook}
                onSaved={(saved) => {
                  details.saved(saved);
                  pushNotice({ type: 'success', content: { key: 'webhooks.notices.saved' } }, 6000);
                  setOpen(null);
                }}
                onClose={() => setOpen(null)}
              />
            )}
            {open === 'rotate' && (
              <ConfirmModal
                header={t('webhooks.detailsPage.rotateTitle')}
                confirmText={t('webhooks.detailsPage.rotate')}
                action={async () => {
                  await details.rotate();
                  pushNotice({ type: 'success', content: { key: 'webhooks.notices.rotated' } }, 6000);
                  setOpen(null);
                }}
                onClose={() => setOpen(null)}
              >
                <Box>{t('webhooks.detailsPage.rotateMessage')}</Box>
              </ConfirmModal>
            )}
          </ContentLayout>
        );
      }}
    </QueryGate>
  );
}
