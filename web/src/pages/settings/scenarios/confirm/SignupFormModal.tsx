import FormField from '@cloudscape-design/components/form-field';
import Form from '@cloudscape-design/components/form';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useTranslation } from 'react-i18next';
import type { Property } from '@shared/schemas/properties';
import { SignupFormBody, type ConfirmMode, type Consent, type SignupForm, type SignupLanguage } from '@shared/schemas/signup';
import { api } from '@web/api';
import { apiKey, invalidate } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ModalFooter } from '@web/common/ModalFooter';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { propertyLabel } from '@web/pages/subscribers/common/property-labels';

/** What a visitor may fill besides the address (the server holds the same rule). */
export const askable = (p: Property) => (p.kind === 'base' ? p.id === 'name' || p.id === 'gsm' : p.type !== 'spec_agr');

const EMPTY: SignupFormBody = { name: '', language: 'pl', fields: [], consentIds: [], confirm: 'double', thankYou: '', redirectUrl: '' };

/** Creates or edits a hosted sign-up form: its fields, consents, scenario and what follows sending. */
export function SignupFormModal({
  form: saved,
  properties,
  consents,
  onClose,
}: {
  form?: SignupForm;
  properties: readonly Property[];
  consents: readonly Consent[];
  onClose: (saved?: SignupForm) => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const initial: SignupFormBody = saved
    ? {
        name: saved.name,
        language: saved.language,
        fields: saved.fields,
        consentIds: saved.consentIds,
        confirm: saved.confirm,
        thankYou: saved.thankYou,
        redirectUrl: saved.redirectUrl,
      }
    : EMPTY;
  const form = useZodForm(SignupFormBody, initial);
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const submit = handleSubmit(async (body) => {
    const result = saved ? await api('signupForms.update', { params: { id: saved.id }, body }) : await api('signupForms.create', { body });
    await invalidate(apiKey('signupForms.list'));
    pushNotice({ type: 'success', content: { key: 'signupForms.saved' } }, 5000);
    onClose(result);
  });
  const v = form.values;
  const fieldOptions = properties.filter(askable).map((p) => ({ value: p.id, label: propertyLabel(t, p) }));
  const chosen = fieldOptions.filter((o) => v.fields.some((f) => f.propertyId === o.value));
  const required = chosen.filter((o) => v.fields.some((f) => f.propertyId === o.value && f.required));
  const consentOptions = consents.map((c) => ({ value: c.id, label: c.name, description: c.text }));
  const setFields = (ids: string[], requiredIds: string[]) =>
    form.set(
      'fields',
      ids.map((propertyId) => ({ propertyId, required: requiredIds.includes(propertyId) })),
    );
  return (
    <Modal
      visible
      size="large"
      onDismiss={() => onClose()}
      header={saved ? t('signupForms.edit') : t('signupForms.create')}
      footer={
        <ModalFooter
          dismissText={t('signupForms.cancel')}
          onDismiss={() => onClose()}
          dismissDisabled={submitting}
          confirmText={t('signupForms.save')}
          onConfirm={() => void submit()}
          loading={submitting}
        />
      }
    >
      <SubmitForm onSubmit={submit}>
        <Form errorText={error ? errorText.describe(error) : undefined} errorIconAriaLabel={t('common.error')}>
          <SpaceBetween size="m">
            <FormField label={t('signupForms.name')} description={t('signupForms.nameHint')} errorText={errorText.field(form.errors.name)}>
              <Input value={v.name} onChange={({ detail }) => form.set('name', detail.value)} ariaLabel={t('signupForms.name')} />
            </FormField>
            <FormField label={t('signupForms.language')}>
              <RadioGroup
                value={v.language}
                onChange={({ detail }) => form.set('language', detail.value as SignupLanguage)}
                items={[
                  { value: 'pl', label: t('signupForms.languagePl') },
                  { value: 'en', label: t('signupForms.languageEn') },
                ]}
              />
            </FormField>
            <FormField label={t('signupForms.confirm')}>
              <RadioGroup
                value={v.confirm}
                onChange={({ detail }) => form.set('confirm', detail.value as ConfirmMode)}
                items={[
                  { value: 'double', label: t('signupForms.confirmDouble') },
                  { value: 'single', label: t('signupForms.confirmSingle') },
                ]}
              />
            </FormField>
            <FormField
              label={t('signupForms.fields')}
              description={t('signupForms.fieldsHint')}
              errorText={errorText.field(form.errors.fields)}
            >
              <Multiselect
                selectedOptions={chosen}
                options={fieldOptions}
                onChange={({ detail }) =>
                  setFields(
                    detail.selectedOptions.map((o) => o.value!),
                    v.fields.filter((f) => f.required).map((f) => f.propertyId),
                  )
                }
                ariaLabel={t('signupForms.fields')}
              />
            </FormField>
            <FormField label={t('signupForms.requiredFields')}>
              <Multiselect
                selectedOptions={required}
                options={chosen}
                onChange={({ detail }) =>
                  setFields(
                    v.fields.map((f) => f.propertyId),
                    detail.selectedOptions.map((o) => o.value!),
                  )
                }
                ariaLabel={t('signupForms.requiredFields')}
              />
            </FormField>
            <FormField
              label={t('signupForms.consents')}
              description={t('signupForms.consentsHint')}
              errorText={errorText.field(form.errors.consentIds)}
            >
              <Multiselect
                selectedOptions={consentOptions.filter((o) => v.consentIds.includes(o.value))}
                options={consentOptions}
                onChange={({ detail }) =>
                  form.set(
                    'consentIds',
                    detail.selectedOptions.map((o) => o.value!),
                  )
                }
                ariaLabel={t('signupForms.consents')}
              />
            </FormField>
            <FormField
              label={t('signupForms.thankYou')}
              description={t('signupForms.thankYouHint')}
              errorText={errorText.field(form.errors.thankYou)}
            >
              <Textarea
                value={v.thankYou}
                onChange={({ detail }) => form.set('thankYou', detail.value)}
                ariaLabel={t('signupForms.thankYou')}
              />
            </FormField>
            <FormField
              label={t('signupForms.redirectUrl')}
              description={t('signupForms.redirectUrlHint')}
              errorText={errorText.field(form.errors.redirectUrl)}
            >
              <Input
                value={v.redirectUrl}
                type="url"
                onChange={({ detail }) => form.set('redirectUrl', detail.value)}
                ariaLabel={t('signupForms.redirectUrl')}
              />
            </FormField>
          </SpaceBetween>
        </Form>
      </SubmitForm>
    </Modal>
  );
}
