import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

interface Props {
  name: string;
  dirty: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function SendConfirmModal({ name, dirty, sending, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={onCancel}
      header={t('mailing.send.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={onCancel} disabled={sending}>{t('common.cancel')}</Button>
            <Button variant="primary" onClick={onConfirm} loading={sending}>{t('mailing.send.confirm')}</Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Box>{t('mailing.send.message', { name })}</Box>
        {dirty && <Alert type="info">{t('mailing.send.savesFirst')}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
