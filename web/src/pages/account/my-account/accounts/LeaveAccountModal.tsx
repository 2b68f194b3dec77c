import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { MyAccount } from '@shared/schemas/accounts';
import { ModalFooter } from '@web/common/ModalFooter';
import { useErrorText } from '@web/common/use-error-text';

interface Props {
  account: MyAccount;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Leaving is final: only the account's administrator can add the user again. */
export function LeaveAccountModal({ account, busy, error, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Modal
      visible
      onDismiss={onCancel}
      header={t('account.accounts.leaveTitle')}
      closeAriaLabel={t('common.close')}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onCancel}
          dismissDisabled={busy}
          confirmText={t('account.accounts.leave')}
          onConfirm={onConfirm}
          loading={busy}
        />
      }
    >
      <SpaceBetween size="m">
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
        <Box>{t('account.accounts.leaveMessage', { name: account.name })}</Box>
        {account.current && <Alert type="info">{t('account.accounts.leaveCurrent')}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
