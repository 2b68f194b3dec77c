import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';
import { AddSendingDomainBody } from '@shared/schemas/domains';
import { api } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';

/** Adds a domain: the server creates the SES identity and answers the records to publish. */
export function AddDomainForm() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(AddSendingDomainBody, { domain: '' });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const submit = handleSubmit(async (body) => {
    const added = await api('domains.add', { body });
    form.markSaved({ domain: '' });
    await invalidate(apiKey('domains.list'));
    pushNotice({ type: 'success', content: { key: 'domains.added', params: { domain: added.domain } } }, 8000);
  });
  return (
    <SubmitForm onSubmit={submit}>
      <Form
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <Button variant="primary" formAction="submit" loading={submitting}>
            {t('domains.add')}
          </Button>
        }
      >
        <FormField label={t('domains.domain')} description={t('domains.domainHint')} errorText={errorText.field(form.errors.domain)}>
          <Input
            value={form.values.domain}
            onChange={({ detail }) => form.set('domain', detail.value)}
            placeholder="firma.pl"
            ariaLabel={t('domains.domain')}
          />
        </FormField>
      </Form>
    </SubmitForm>
  );
}
