import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

export interface SecretFieldProps {
  label: string;
  secret: string;
  description?: string;
  /** For the end-to-end tests that read the secret from the page. */
  testId?: string;
}

/** A secret (an API token, a signing secret, a password) as text with a copy button. */
export function SecretField({ label, secret, description, testId }: SecretFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField label={label} description={description}>
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <code data-testid={testId}>{secret}</code>
        <CopyToClipboard
          variant="icon"
          textToCopy={secret}
          copyButtonAriaLabel={t('common.secret.copy', { label })}
          copySuccessText={t('common.secret.copied', { label })}
          copyErrorText={t('common.secret.copyFailed', { label })}
        />
      </SpaceBetween>
    </FormField>
  );
}
