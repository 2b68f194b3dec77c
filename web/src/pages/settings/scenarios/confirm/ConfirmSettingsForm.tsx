import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import { useTranslation } from 'react-i18next';
import { CONFIRM_EXPIRY_DAYS, ConfirmSettings } from '@shared/schemas/signup';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';

/** The confirm scenario's settings: how many days a double opt-in sign-up waits for its confirmation. */
export function ConfirmSettingsForm({ saved }: { saved: ConfirmSettings }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(
    ConfirmSettings,
    { expiryDays: String(saved.expiryDays) },
    { prepare: (v) => ({ expiryDays: Number(v.expiryDays) }) },
  );
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const submit = handleSubmit(async (body) => {
    const updated = await api('confirmSettings.save', { body });
    form.markSaved({ expiryDays: String(updated.expiryDays) });
    pushNotice({ type: 'success', content: { key: 'signupForms.settingsSaved' } }, 5000);
  });
  return (
    <SubmitForm onSubmit={submit}>
      <Form
        errorText={error ? errorText.describe(error) : undefined}
        errorIconAriaLabel={t('common.error')}
        actions={
          <Button formAction="submit" loading={submitting}>
            {t('signupForms.saveSettings')}
          </Button>
        }
      >
        <Container
          header={
            <Header variant="h2" description={t('signupForms.settingsDescription')}>
              {t('signupForms.settings')}
            </Header>
          }
        >
          <FormField
            label={t('signupForms.expiryDays')}
            description={t('signupForms.expiryDaysHint', { min: CONFIRM_EXPIRY_DAYS.min, max: CONFIRM_EXPIRY_DAYS.max })}
            errorText={errorText.field(form.errors.expiryDays)}
          >
            <Input
              type="number"
              inputMode="numeric"
              value={form.values.expiryDays}
              onChange={({ detail }) => form.set('expiryDays', detail.value)}
              ariaLabel={t('signupForms.expiryDays')}
            />
          </FormField>
        </Container>
      </Form>
    </SubmitForm>
  );
}
