import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { ModalFooter } from '@web/common/ModalFooter';
import { useErrorText } from '@web/common/use-error-text';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';

interface Props {
  header: string;
  submitText: string;
  /** Unsaved input: closing asks first, and so does leaving the page. */
  dirty: boolean;
  submitting: boolean;
  /** The failure that belongs to the whole form (field errors sit on their fields). */
  error: unknown;
  errorLabels?: Record<string, string>;
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalProps.Size;
  children: ReactNode;
}

/** A form in a modal: Enter submits, the form error shows on top, unsaved input is not dropped silently. */
export function FormModal({ header, submitText, dirty, submitting, error, errorLabels, onSubmit, onClose, size, children }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [discarding, setDiscarding] = useState(false);
  const leave = useLeaveConfirmation(dirty && !submitting);
  const requestClose = () => {
    if (submitting) return;
    if (dirty) setDiscarding(true);
    else onClose();
  };

  const footer = discarding ? (
    <ModalFooter dismissText={t('subscribers.discard.keep')} onDismiss={() => setDiscarding(false)} confirmText={t('subscribers.discard.confirm')} onConfirm={onClose} />
  ) : (
    <ModalFooter dismissText={t('common.cancel')} onDismiss={requestClose} dismissDisabled={submitting} confirmText={submitText} onConfirm={onSubmit} loading={submitting} />
  );

  return (
    <>
      <Modal visible size={size} header={header} closeAriaLabel={t('common.close')} onDismiss={requestClose} footer={footer}>
        {discarding ? (
          <Alert type="warning" header={t('leave.title')}>{t('subscribers.discard.message')}</Alert>
        ) : (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            <SpaceBetween size="l">
              {error !== null && error !== undefined && <Alert type="error">{errorText.describe(error, errorLabels)}</Alert>}
              {children}
            </SpaceBetween>
            {/* Lets Enter in a field submit the form, as in any other form. */}
            <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
          </form>
        )}
      </Modal>
      {leave.modal}
    </>
  );
}
