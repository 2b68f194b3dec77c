import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';

/** A webhook's signing secret as text, with a copy button. */
export function SecretField({ secret, description }: { secret: string; description?: string }) {
  const { t } = useTranslation();
  return (
    <FormField label={t('webhooks.created.secret')} description={description}>
      <SpaceBetween size="xs" direction="horizontal" alignItems="center">
        <code data-testid="webhook-secret">{secret}</code>
        <CopyToClipboard
          variant="icon"
          textToCopy={secret}
          copyButtonAriaLabel={t('webhooks.created.copy')}
          copySuccessText={t('webhooks.created.copied')}
          copyErrorText={t('webhooks.created.copyFailed')}
        />
      </SpaceBetween>
    </FormField>
  );
}
