import Alert, { type AlertProps } from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SecretField, type SecretFieldProps } from './SecretField';

export interface SecretModalProps extends SecretFieldProps {
  title: string;
  /** Whether it can be seen again (info) or is shown this once (warning), in the page's words. */
  notice: { type: AlertProps.Type; text: string };
  onClose: () => void;
  /** More to show under the secret (connection settings, for example). */
  children?: ReactNode;
}

/** A secret just made — an API token, a webhook's signing secret, an SMTP password — with a copy button. */
export function SecretModal({ title, notice, onClose, children, ...field }: SecretModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      visible
      header={title}
      closeAriaLabel={t('common.close')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('common.secret.done')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Alert type={notice.type}>{notice.text}</Alert>
        <SecretField {...field} />
        {children}
      </SpaceBetween>
    </Modal>
  );
}
