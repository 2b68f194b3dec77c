import { useMemo } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { SaveGeneralSettingsBody, type GeneralSettings } from '@shared/schemas/accounts';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { timeZoneOptions } from './time-zone-options';

/** The account's time zone: the one segments evaluate dates ("today", anniversaries, days since) in. */
export function GlobalSettingsForm({ saved }: { saved: GeneralSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(SaveGeneralSettingsBody, { timeZone: saved.timeZone });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  // Some 400 zones, each labelled with its offset: built once for the saved zone.
  const options = useMemo(() => timeZoneOptions(saved.timeZone), [saved.timeZone]);
  const submit = handleSubmit(async (body) => {
    const updated = await api('accounts.saveGeneralSettings', { body });
    form.markSaved({ timeZone: updated.timeZone });
    pushNotice({ type: 'success', content: { key: 'companySettings.saved' } }, 5000);
  });

  return (
    <SubmitForm onSubmit={submit}>
      <Form
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <Button variant="primary" formAction="submit" loading={submitting}>
            {t('common.save')}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h2" description={t('companySettings.globalDescription')}>
              {t('companySettings.global')}
            </Header>
          }
        >
          <FormField
            label={t('companySettings.timeZone')}
            description={t('companySettings.timeZoneHint')}
            errorText={errorText.field(form.errors.timeZone)}
          >
            <Select
              selectedOption={
                options.find((o) => o.value === form.values.timeZone) ?? { value: form.values.timeZone, label: form.values.timeZone }
              }
              onChange={({ detail }) => form.set('timeZone', detail.selectedOption.value ?? saved.timeZone)}
              options={options}
              filteringType="auto"
              filteringPlaceholder={t('companySettings.timeZoneFilter')}
              noMatch={t('companySettings.noTimeZone')}
              ariaLabel={t('companySettings.timeZone')}
              virtualScroll
            />
          </FormField>
        </Container>
      </Form>
      {leave.modal}
    </SubmitForm>
  );
}
