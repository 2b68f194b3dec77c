import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Modal from '@cloudscape-design/components/modal';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** The verification code, shown this once, with what an application connects with. */
export function CodeModal({ username, code, onClose }: { username: string; code: string; onClose: () => void }) {
  const { t } = useTranslation();
  const local = ['localhost', '127.0.0.1'].includes(window.location.hostname);
  return (
    <Modal
      visible
      header={t('smtp.code.title')}
      closeAriaLabel={t('common.close')}
      onDismiss={onClose}
      footer={
        <Box float="right">
          <Button variant="primary" onClick={onClose}>
            {t('smtp.code.done')}
          </Button>
        </Box>
      }
    >
      <SpaceBetween size="m">
        <Alert type="warning">{t('smtp.code.once')}</Alert>
        <KeyValuePairs
          columns={2}
          items={[
            { label: t('smtp.code.host'), value: local ? '127.0.0.1' : `smtp.${window.location.hostname}` },
            { label: t('smtp.code.port'), value: local ? '2525' : '465' },
            { label: t('smtp.code.tls'), value: local ? t('smtp.code.noTls') : t('smtp.code.implicitTls') },
            { label: t('smtp.code.username'), value: username },
            {
              label: t('smtp.code.code'),
              value: (
                <SpaceBetween size="xs" direction="horizontal" alignItems="center">
                  <code data-testid="smtp-code">{code}</code>
                  <CopyToClipboard
                    variant="icon"
                    textToCopy={code}
                    copyButtonAriaLabel={t('smtp.code.copy')}
                    copySuccessText={t('smtp.code.copied')}
                    copyErrorText={t('smtp.code.copyFailed')}
                  />
                </SpaceBetween>
              ),
            },
          ]}
        />
      </SpaceBetween>
    </Modal>
  );
}
