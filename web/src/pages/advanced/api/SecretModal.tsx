import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { CreatedApiToken } from '@shared/schemas/api-tokens';

/** The new token's secret, shown this once (the server keeps only its hash), with a copy button. */
export function SecretModal({ token, onClose }: { token: CreatedApiToken; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      header={t('apiTokens.created.title')}
      closeAriaLabel={t('common.close')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('apiTokens.created.done')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Alert type="warning">{t('apiTokens.created.warning')}</Alert>
        <FormField label={t('apiTokens.created.secret')} description={t('apiTokens.created.usage')}>
          <SpaceBetween size="xs" direction="horizontal" alignItems="center">
            <code data-testid="api-token-secret">{token.secret}</code>
            <CopyToClipboard
              variant="icon"
              textToCopy={token.secret}
              copyButtonAriaLabel={t('apiTokens.created.copy')}
              copySuccessText={t('apiTokens.created.copied')}
              copyErrorText={t('apiTokens.created.copyFailed')}
            />
          </SpaceBetween>
        </FormField>
      </SpaceBetween>
    </Modal>
  );
}
