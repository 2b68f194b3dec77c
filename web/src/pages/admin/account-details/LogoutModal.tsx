import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from '@web/common/ModalFooter';
import { useErrorText } from '@web/common/use-error-text';
import { useSubmission } from '@web/common/use-form-submit';

interface LogoutModalProps {
  accountName: string;
  memberCount: number;
  /** Resolves to how many members were signed out. */
  onConfirm: () => Promise<{ members: number }>;
  onDone: (members: number) => void;
  onClose: () => void;
}

/** Mass logout asks first: every member of the account must sign in again. */
export function LogoutModal({ accountName, memberCount, onConfirm, onDone, onClose }: LogoutModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { busy, error, run } = useSubmission<'logout'>();
  const working = busy !== null;

  const confirm = async () => {
    const result = await run('logout', onConfirm);
    if (result) onDone(result.members);
  };

  return (
    <Modal
      visible
      header={t('admin.account.logoutHeader')}
      closeAriaLabel={t('common.close')}
      onDismiss={() => working || onClose()}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          dismissDisabled={working}
          confirmText={t('admin.account.logoutConfirm')}
          onConfirm={() => void confirm()}
          loading={working}
        />
      }
    >
      <SpaceBetween size="m">
        <Box>{t('admin.account.logoutQuestion', { name: accountName, count: memberCount })}</Box>
        <Box color="text-body-secondary">{t('admin.account.logoutScope')}</Box>
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
