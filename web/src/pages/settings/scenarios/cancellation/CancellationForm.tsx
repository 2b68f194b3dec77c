import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Multiselect from '@cloudscape-design/components/multiselect';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { CANCELLATION_LIMITS, CancellationSettings, type CancellationResponse } from '@shared/schemas/cancellation';
import { api } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SettingsForm } from '@web/common/SettingsForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { toBody, toValues } from './cancellation-form';

/** The cancellation scenario: the preference page (which properties) and the reasons asked for. */
export function CancellationForm({ saved }: { saved: CancellationResponse }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(CancellationSettings, toValues(saved.settings), { prepare: toBody });
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const submit = handleSubmit(async (body) => {
    const updated = await api('cancellation.save', { body });
    form.markSaved(toValues(updated.settings));
    await invalidate(apiKey('cancellation.get'));
    pushNotice({ type: 'success', content: { key: 'cancellation.saved' } }, 5000);
  });
  const v = form.values;
  const options = saved.properties.map((p) => ({ value: p.id, label: p.label }));
  // A reason's error names its line (reasons.3): shown on the one text field.
  const reasonError = Object.entries(form.errors).find(([path]) => path === 'reasons' || path.startsWith('reasons.'))?.[1];
  const propertyError = Object.entries(form.errors).find(([path]) => path.startsWith('preferenceProperties'))?.[1];

  return (
    <SettingsForm onSubmit={submit} submitting={submitting} error={error} outside={leave.modal}>
      <SpaceBetween size="l">
        <Box variant="p" color="text-body-secondary">
          {t('cancellation.description')}
        </Box>
        <Container header={<Header variant="h2">{t('cancellation.preferences')}</Header>}>
          <SpaceBetween size="m">
            <Toggle checked={v.offerPreferences} onChange={({ detail }) => form.set('offerPreferences', detail.checked)}>
              {t('cancellation.offerPreferences')}
            </Toggle>
            <FormField
              label={t('cancellation.preferenceProperties')}
              description={t('cancellation.preferencePropertiesHint', { max: CANCELLATION_LIMITS.preferenceProperties })}
              errorText={errorText.field(propertyError)}
            >
              {options.length === 0 ? (
                <Box color="text-status-inactive">{t('cancellation.noProperties')}</Box>
              ) : (
                <Multiselect
                  selectedOptions={options.filter((o) => v.preferenceProperties.includes(o.value))}
                  onChange={({ detail }) =>
                    form.set(
                      'preferenceProperties',
                      detail.selectedOptions.map((o) => o.value ?? ''),
                    )
                  }
                  options={options}
                  placeholder={t('cancellation.choose')}
                  disabled={!v.offerPreferences}
                  ariaLabel={t('cancellation.preferenceProperties')}
                />
              )}
            </FormField>
          </SpaceBetween>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('cancellation.reasonsHistory')}>
              {t('cancellation.reasons')}
            </Header>
          }
        >
          <SpaceBetween size="m">
            <Toggle checked={v.askReason} onChange={({ detail }) => form.set('askReason', detail.checked)}>
              {t('cancellation.askReason')}
            </Toggle>
            <FormField
              label={t('cancellation.reasonList')}
              description={t('cancellation.reasonListHint', {
                max: CANCELLATION_LIMITS.reasons,
                length: CANCELLATION_LIMITS.reasonLength,
              })}
              errorText={errorText.field(reasonError)}
            >
              <Textarea
                value={v.reasons}
                onChange={({ detail }) => form.set('reasons', detail.value)}
                rows={5}
                disabled={!v.askReason}
                ariaLabel={t('cancellation.reasonList')}
              />
            </FormField>
          </SpaceBetween>
        </Container>
      </SpaceBetween>
    </SettingsForm>
  );
}
