import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notifyError, pushNotice } from '@web/app/notifications/notification-store';
import { ConfirmModal } from '@web/common/ConfirmModal';
import { QueryGate } from '@web/common/QueryGate';
import { TextField } from '@web/common/TextField';
import { ConnectorAttemptsTable } from './ConnectorAttemptsTable';
import { ConnectorModal } from './ConnectorModal';
import { useConnectorDetails } from './use-connectors';

const SETUP_STEPS = 5;

/** /advanced/external/:id: the endpoint to paste into the shop, its secret, the platform's setup steps and the attempts' log. */
export default function ConnectorDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const details = useConnectorDetails(id);
  const [open, setOpen] = useState<'edit' | 'rotate' | null>(null);
  const [pasted, setPasted] = useState('');
  const run = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch (error) {
      notifyError(error);
    }
  };

  return (
    <QueryGate query={details.connector}>
      {(connector) => {
        const url = `${window.location.origin}${connector.inboundPath}`;
        const shopify = connector.platform === 'shopify';
        return (
          <ContentLayout
            header={
              <Header
                variant="h1"
                description={t(`connectors.platforms.${connector.platform}`)}
                actions={
                  <SpaceBetween direction="horizontal" size="xs">
                    <Button iconName="refresh" ariaLabel={t('common.refresh')} onClick={details.refresh} />
                    <Button onClick={() => setOpen('edit')}>{t('connectors.edit')}</Button>
                  </SpaceBetween>
                }
              >
                {connector.name}
              </Header>
            }
          >
            <SpaceBetween size="l">
              <Container header={<Header variant="h2">{t('connectors.detailsPage.endpoint')}</Header>}>
                <KeyValuePairs
                  columns={1}
                  items={[
                    {
                      label: t('connectors.detailsPage.url'),
                      value: (
                        <CopyToClipboard
                          variant="inline"
                          textToCopy={url}
                          copyButtonAriaLabel={t('connectors.detailsPage.copy')}
                          copySuccessText={t('connectors.detailsPage.copied')}
                          copyErrorText={t('connectors.detailsPage.copyFailed')}
                        />
                      ),
                    },
                  ]}
                />
              </Container>
              <Container
                header={
                  <Header
                    variant="h2"
                    description={t(shopify ? 'connectors.detailsPage.secretHintShopify' : 'connectors.detailsPage.secretHint')}
                    actions={
                      !shopify && (
                        <SpaceBetween direction="horizontal" size="xs">
                          {details.secret ? (
                            <Button onClick={details.hide}>{t('connectors.detailsPage.hide')}</Button>
                          ) : (
                            <Button onClick={() => void run(details.reveal)}>{t('connectors.detailsPage.reveal')}</Button>
                          )}
                          <Button onClick={() => setOpen('rotate')}>{t('connectors.detailsPage.rotate')}</Button>
                        </SpaceBetween>
                      )
                    }
                  >
                    {t('connectors.detailsPage.secret')}
                  </Header>
                }
              >
                {shopify ? (
                  <SpaceBetween size="s">
                    <Box>{t(connector.hasSecret ? 'connectors.detailsPage.shopifySet' : 'connectors.detailsPage.shopifyMissing')}</Box>
                    <TextField
                      label={t('connectors.detailsPage.paste')}
                      type="password"
                      autoComplete="off"
                      value={pasted}
                      onChange={setPasted}
                    />
                    <Button
                      disabled={pasted.trim().length < 16}
                      onClick={() =>
                        void run(async () => {
                          await details.setNew(pasted.trim());
                          details.hide();
                          setPasted('');
                          pushNotice({ type: 'success', content: { key: 'connectors.notices.secretSet' } }, 6000);
                        })
                      }
                    >
                      {t('connectors.detailsPage.setSecret')}
                    </Button>
                  </SpaceBetween>
                ) : details.secret ? (
                  <code data-testid="connector-secret">{details.secret}</code>
                ) : (
                  <Box color="text-body-secondary">••••••••••••</Box>
                )}
              </Container>
              <Container header={<Header variant="h2">{t('connectors.detailsPage.setup')}</Header>}>
                <ol>
                  {Array.from({ length: SETUP_STEPS }, (_, i) => t(`connectors.setup.${connector.platform}.${i + 1}`, { defaultValue: '' }))
                    .filter(Boolean)
                    .map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                </ol>
              </Container>
              <ConnectorAttemptsTable pages={details.attempts} onRefresh={details.refresh} />
            </SpaceBetween>
            {open === 'edit' && (
              <ConnectorModal
                connector={connector}
                onSaved={() => {
                  details.refresh();
                  pushNotice({ type: 'success', content: { key: 'connectors.notices.saved' } }, 6000);
                  setOpen(null);
                }}
                onClose={() => setOpen(null)}
              />
            )}
            {open === 'rotate' && (
              <ConfirmModal
                header={t('connectors.detailsPage.rotateTitle')}
                confirmText={t('connectors.detailsPage.rotate')}
                action={async () => {
                  await details.setNew();
                  setOpen(null);
                }}
                onClose={() => setOpen(null)}
              >
                <Box>{t('connectors.detailsPage.rotateMessage')}</Box>
              </ConfirmModal>
            )}
          </ContentLayout>
        );
      }}
    </QueryGate>
  );
}
