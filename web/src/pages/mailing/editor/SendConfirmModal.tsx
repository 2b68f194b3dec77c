import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from '@web/common/ModalFooter';

interface Props {
  name: string;
  /** The segment the mailing goes to (all subscribed addresses without one), and whether its audience can be sent to now. */
  segment?: { name: string; audience: string; current: boolean };
  dirty: boolean;
  /** 4-eye verification: the mailing is handed over for acceptance rather than sent. */
  fourEye: boolean;
  sending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function SendConfirmModal({ name, segment, dirty, fourEye, sending, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={onCancel}
      header={fourEye ? t('acceptance.send.title') : t('mailing.send.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onCancel}
          dismissDisabled={sending}
          confirmText={fourEye ? t('acceptance.send.confirm') : t('mailing.send.confirm')}
          onConfirm={onConfirm}
          loading={sending}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>
          {segment
            ? t('segments.mailing.sendMessage', { name, segment: segment.name, audience: segment.audience })
            : t('mailing.send.message', { name })}
        </Box>
        {fourEye && <Alert type="info">{t('acceptance.send.message', { name })}</Alert>}
        {segment && !segment.current && <Alert type="warning">{t('segments.mailing.sendNotCurrent')}</Alert>}
        {dirty && <Alert type="info">{t('mailing.send.savesFirst')}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
