import { useState } from 'react';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Form from '@cloudscape-design/components/form';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { UpdateProfileBody } from '@shared/schemas/profile';
import { api } from '@web/api';
import { PreferencesModal } from '@web/app/layout/PreferencesModal';
import { pushNotice } from '@web/app/notifications/notification-store';
import { setSessionUser, useCurrentUser } from '@web/app/session/session-store';
import { SubmitForm } from '@web/common/SubmitForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { AvatarEditor } from './AvatarEditor';

/** Name, avatar and a summary of the preferences (edited in the shared preferences modal). */
export function ProfileTab() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const user = useCurrentUser();
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const form = useZodForm(UpdateProfileBody, { name: user.name });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const submit = handleSubmit(async (body) => {
    const updated = await api('profile.update', { body });
    setSessionUser(updated);
    form.markSaved({ name: updated.name });
    pushNotice({ type: 'success', content: { key: 'account.profile.saved' } }, 5000);
  });

  return (
    <SpaceBetween size="l">
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
          <Container header={<Header variant="h2">{t('account.profile.title')}</Header>}>
            <SpaceBetween size="l">
              <TextField
                label={t('account.profile.name')}
                autoComplete="name"
                value={form.values.name}
                onChange={(v) => form.set('name', v)}
                errorText={errorText.field(form.errors.name)}
              />
              <KeyValuePairs items={[{ label: t('account.profile.email'), value: user.email }]} />
            </SpaceBetween>
          </Container>
        </Form>
      </SubmitForm>
      <AvatarEditor />
      <Container
        header={
          <Header variant="h2" actions={<Button onClick={() => setPreferencesOpen(true)}>{t('account.profile.changePreferences')}</Button>}>
            {t('preferences.title')}
          </Header>
        }
      >
        <KeyValuePairs
          columns={3}
          items={[
            { label: t('preferences.language'), value: t(`languages.${user.prefs.language}`) },
            { label: t('preferences.theme'), value: t(`theme.${user.prefs.theme}`) },
            { label: t('preferences.dateFormat'), value: user.prefs.date_format },
          ]}
        />
      </Container>
      {preferencesOpen && <PreferencesModal onClose={() => setPreferencesOpen(false)} />}
      {leave.modal}
    </SpaceBetween>
  );
}
