import Box from '@cloudscape-design/components/box';
import CopyToClipboard from '@cloudscape-design/components/copy-to-clipboard';
import FormField from '@cloudscape-design/components/form-field';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import type { SignupForm } from '@shared/schemas/signup';

/** A form's hosted link and its embed snippet, each with a copy button. */
export function FormAddresses({ form }: { form: SignupForm }) {
  const { t } = useTranslation();
  const copy = (text: string, what: string) => (
    <CopyToClipboard
      variant="button"
      textToCopy={text}
      copyButtonText={t('signupForms.copy')}
      copyButtonAriaLabel={`${t('signupForms.copy')}: ${what}`}
      copySuccessText={t('signupForms.copied')}
      copyErrorText={t('signupForms.copyFailed')}
    />
  );
  return (
    <SpaceBetween size="m">
      <FormField label={t('signupForms.hostedUrl')}>
        <SpaceBetween direction="horizontal" size="xs" alignItems="center">
          <Link href={form.hostedUrl} external externalIconAriaLabel={t('signupForms.open')}>
            <Box variant="code">{form.hostedUrl}</Box>
          </Link>
          {copy(form.hostedUrl, t('signupForms.hostedUrl'))}
        </SpaceBetween>
      </FormField>
      <FormField label={t('signupForms.embed')} description={t('signupForms.embedHint')}>
        <SpaceBetween size="xs">
          <Textarea value={form.embedHtml} readOnly rows={8} ariaLabel={t('signupForms.embed')} />
          {copy(form.embedHtml, t('signupForms.embed'))}
        </SpaceBetween>
      </FormField>
    </SpaceBetween>
  );
}
