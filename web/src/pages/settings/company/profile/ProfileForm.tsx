import AttributeEditor from '@cloudscape-design/components/attribute-editor';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { REPRESENTATIVES_MAX } from '@shared/rules/company';
import { CompanyProfileBody, type CompanyProfile } from '@shared/schemas/company';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { SettingsForm } from '@web/common/SettingsForm';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useLeaveConfirmation } from '@web/common/use-leave-confirmation';
import { useZodForm } from '@web/common/use-zod-form';
import { CompanyStep } from '@web/pages/onboarding/steps/CompanyStep';
import { toValues } from './profile-form';

/**
 * The profile tab: onboarding's company fields (the same component, validated by the same schema)
 * and the rest of spec section 3's company data: court, share capital, business field, representatives.
 */
export function ProfileForm({ saved }: { saved: CompanyProfile }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const form = useZodForm(CompanyProfileBody, toValues(saved));
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const leave = useLeaveConfirmation(form.dirty && !submitting);
  const submit = handleSubmit(async (body) => {
    const updated = await api('company.saveProfile', { body });
    form.markSaved(toValues(updated));
    pushNotice({ type: 'success', content: { key: 'companyProfile.saved' } }, 5000);
  });
  const v = form.values;
  const people = v.representatives;
  const setPerson = (index: number, field: 'name' | 'function', value: string) =>
    form.set(
      'representatives',
      people.map((p, i) => (i === index ? { ...p, [field]: value } : p)),
    );
  const text = (field: 'courtDesignation' | 'shareCapital' | 'businessField', hint?: string) => (
    <TextField
      label={t(`companyProfile.${field}`)}
      description={hint}
      value={v[field]}
      onChange={(x) => form.set(field, x)}
      errorText={errorText.field(form.errors[field])}
    />
  );

  return (
    <SettingsForm onSubmit={submit} submitting={submitting} error={error} outside={leave.modal}>
      <SpaceBetween size="l">
        <Container
          header={
            <Header variant="h2" description={t('companyProfile.description')}>
              {t('companyProfile.header')}
            </Header>
          }
        >
          <CompanyStep form={form} />
        </Container>
        <Container header={<Header variant="h2">{t('companyProfile.registry')}</Header>}>
          <SpaceBetween size="m">
            {text('courtDesignation', t('companyProfile.courtDesignationHint'))}
            <ColumnLayout columns={2}>
              {text('shareCapital', t('companyProfile.shareCapitalHint'))}
              {text('businessField')}
            </ColumnLayout>
          </SpaceBetween>
        </Container>
        <Container
          header={
            <Header variant="h2" description={t('companyProfile.representativesDescription', { max: REPRESENTATIVES_MAX })}>
              {t('companyProfile.representatives')}
            </Header>
          }
        >
          <FormField errorText={errorText.field(form.errors.representatives)} stretch>
            <AttributeEditor
              items={people}
              addButtonText={t('companyProfile.addRepresentative')}
              removeButtonText={t('companyProfile.removeRepresentative')}
              empty={t('companyProfile.noRepresentatives')}
              disableAddButton={people.length >= REPRESENTATIVES_MAX}
              onAddButtonClick={() => form.set('representatives', [...people, { name: '', function: '' }])}
              onRemoveButtonClick={({ detail }) =>
                form.set(
                  'representatives',
                  people.filter((_, i) => i !== detail.itemIndex),
                )
              }
              definition={[
                {
                  label: t('companyProfile.representativeName'),
                  errorText: (_item, index) => errorText.field(form.errors[`representatives.${index}.name`]),
                  control: (item, index) => (
                    <Input
                      value={item.name}
                      onChange={({ detail }) => setPerson(index, 'name', detail.value)}
                      ariaLabel={`${t('companyProfile.representativeName')} ${index + 1}`}
                    />
                  ),
                },
                {
                  label: t('companyProfile.representativeFunction'),
                  errorText: (_item, index) => errorText.field(form.errors[`representatives.${index}.function`]),
                  control: (item, index) => (
                    <Input
                      value={item.function}
                      placeholder={t('companyProfile.representativeFunctionHint')}
                      onChange={({ detail }) => setPerson(index, 'function', detail.value)}
                      ariaLabel={`${t('companyProfile.representativeFunction')} ${index + 1}`}
                    />
                  ),
                },
              ]}
            />
          </FormField>
        </Container>
      </SpaceBetween>
    </SettingsForm>
  );
}
