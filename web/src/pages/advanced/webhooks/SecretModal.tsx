import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SecretField } from './SecretField';

/** The new webhook's signing secret with a copy button and how receivers check it (it can be revealed again on the details page). */
export function SecretModal({ secret, onClose }: { secret: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      header={t('webhooks.created.title')}
      closeAriaLabel={t('common.close')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('webhooks.created.done')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Alert type="info">{t('webhooks.created.info')}</Alert>
        <SecretField secret={secret} description={t('webhooks.created.verify')} />
      </SpaceBetween>
    </Modal>
  );
}
