import type { ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from './ModalFooter';
import { useErrorText } from './use-error-text';
import { useSubmission } from './use-form-submit';

interface ConfirmModalProps {
  header: string;
  confirmText: string;
  /** The confirmed action; the caller closes the modal (or shows an outcome) when it is done. */
  action: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Asks before an action (deleting, a bulk change): Cancel or the confirm button, which runs the
 * action with the buttons busy; a refusal shows inside, so the user can read it and try again.
 */
export function ConfirmModal({ header, confirmText, action, onClose, children }: ConfirmModalProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { busy, error, run } = useSubmission<'confirm'>();
  const working = busy !== null;
  return (
    <Modal
      visible
      header={header}
      closeAriaLabel={t('common.close')}
      onDismiss={() => working || onClose()}
      footer={
        <ModalFooter
          dismissText={t('common.cancel')}
          onDismiss={onClose}
          dismissDisabled={working}
          confirmText={confirmText}
          onConfirm={() => void run('confirm', action)}
          loading={working}
        />
      }
    >
      <SpaceBetween size="m">
        {children}
        {error !== null && <Alert type="error">{errorText.describe(error)}</Alert>}
      </SpaceBetween>
    </Modal>
  );
}
