import { useState, type ReactNode } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Modal, { type ModalProps } from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { SubmitForm } from './SubmitForm';
import { ModalFooter } from './ModalFooter';
import { useErrorText } from './use-error-text';
import { useLeaveConfirmation } from './use-leave-confirmation';

/** The area's own words for dropping unsaved input (each area says it in its voice). */
export interface DiscardTexts {
  message: string;
  keep: string;
  confirm: string;
}

interface Props {
  header: string;
  submitText: string;
  /** Unsaved input: closing asks first, and so does leaving the page. */
  dirty: boolean;
  submitting: boolean;
  /** The failure that belongs to the whole form (field errors sit on their fields). */
  error: unknown;
  /** Field labels the form error may name (describeError's labels). */
  errorLabels?: Record<string, string>;
  discardTexts: DiscardTexts;
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalProps.Size;
  children: ReactNode;
}

/**
 * A form in a modal: Enter submits, the form error shows on top, unsaved input is not dropped
 * silently (closing asks in the modal, leaving the page asks through useLeaveConfirmation).
 */
export function FormModal({
  header,
  submitText,
  dirty,
  submitting,
  error,
  errorLabels,
  discardTexts,
  onSubmit,
  onClose,
  size,
  children,
}: Props) {
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
    <ModalFooter
      dismissText={discardTexts.keep}
      onDismiss={() => setDiscarding(false)}
      confirmText={discardTexts.confirm}
      onConfirm={onClose}
    />
  ) : (
    <ModalFooter
      dismissText={t('common.cancel')}
      onDismiss={requestClose}
      dismissDisabled={submitting}
      confirmText={submitText}
      onConfirm={onSubmit}
      loading={submitting}
    />
  );

  return (
    <>
      <Modal visible size={size} header={header} closeAriaLabel={t('common.close')} onDismiss={requestClose} footer={footer}>
        {discarding ? (
          <Alert type="warning" header={t('leave.title')}>
            {discardTexts.message}
          </Alert>
        ) : (
          <SubmitForm onSubmit={onSubmit}>
            <SpaceBetween size="l">
              {error !== null && error !== undefined && <Alert type="error">{errorText.describe(error, errorLabels)}</Alert>}
              {children}
            </SpaceBetween>
            {/* Lets Enter in a field submit the form, as in any other form. */}
            <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
          </SubmitForm>
        )}
      </Modal>
      {leave.modal}
    </>
  );
}
