import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { SmsSchedule } from '@shared/schemas/sms-schedule';
import { ModalFooter } from '@web/common/ModalFooter';

interface Props {
  name: string;
  /** The segment the SMS goes to (every subscriber with a GSM number without one), and whether its audience can be sent to now. */
  segment?: { name: string; audience: string; current: boolean };
  onlyPrefix48: boolean;
  /** Issue 17: when it goes (absent: now). */
  schedule?: SmsSchedule;
  parts: number;
  sending: boolean;
  /** 4-eye verification is on: the sending is handed over for acceptance, not sent. */
  handOver?: boolean;
  /** A line more about how it goes (an A/B test, ../abx). */
  note?: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The last question before an SMS goes out: to whom, only to +48 numbers or not, and how many parts each message is billed as. */
export function SmsConfirmModal({
  name,
  segment,
  onlyPrefix48,
  schedule,
  parts,
  sending,
  handOver = false,
  note,
  onCancel,
  onConfirm,
}: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      onDismiss={() => sending || onCancel()}
      header={handOver ? t('acceptance.sms.title') : t('sms.confirm.title')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onCancel}
          dismissDisabled={sending}
          confirmText={handOver ? t('acceptance.sms.confirm') : schedule ? t('smsPlanning.confirm.plan') : t('sms.confirm.confirm')}
          onConfirm={onConfirm}
          loading={sending}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>
          {segment ? t('sms.confirm.segment', { name, segment: segment.name, audience: segment.audience }) : t('sms.confirm.all', { name })}
        </Box>
        {note && <Box>{note}</Box>}
        {handOver && <Alert type="info">{t('acceptance.sms.message', { name })}</Alert>}
        {schedule?.type === 'once' && <Box>{t('smsPlanning.confirm.at', { at: schedule.at.replace('T', ' ') })}</Box>}
        {schedule?.type === 'cyclic' && <Box>{t('smsPlanning.confirm.cyclic')}</Box>}
        {onlyPrefix48 && <Box>{t('sms.confirm.onlyPrefix48')}</Box>}
        {parts > 1 && <Alert type="info">{t('sms.confirm.parts', { parts })}</Alert>}
        {segment && !segment.current && <Alert type="warning">{t('segments.mailing.sendNotCurrent')}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
