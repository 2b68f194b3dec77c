import Box from '@cloudscape-design/components/box';
import Checkbox from '@cloudscape-design/components/checkbox';
import ExpandableSection from '@cloudscape-design/components/expandable-section';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Modal from '@cloudscape-design/components/modal';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Textarea from '@cloudscape-design/components/textarea';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Property } from '@shared/schemas/properties';
import { ConsentBody, type Consent } from '@shared/schemas/signup';
import { api } from '@web/api';
import { apiKey, invalidate, useApiQuery } from '@web/api/query';
import { pushNotice } from '@web/app/notifications/notification-store';
import { ModalFooter } from '@web/common/ModalFooter';
import { SubmitForm } from '@web/common/SubmitForm';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useFormatDate } from '@web/common/use-format-date';
import { useZodForm } from '@web/common/use-zod-form';

function Versions({ id }: { id: string }) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const versions = useApiQuery('consents.versions', { params: { id } });
  return (
    <ExpandableSection headerText={t('consents.versions')}>
      <SpaceBetween size="s">
        {(versions.data?.items ?? []).map((v) => (
          <div key={v.version}>
            <Box variant="awsui-key-label">
              {t('consents.versionLabel', { version: v.version })} · {formatDate(v.createdAt, true)}
            </Box>
            <Box>{v.text}</Box>
          </div>
        ))}
      </SpaceBetween>
    </ExpandableSection>
  );
}

/** Adds a consent or edits one; a new text is saved as a new version (the server keeps the old ones). */
export function ConsentModal({
  consent,
  properties,
  onClose,
}: {
  consent?: Consent;
  properties: readonly Property[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const initial = consent
    ? { name: consent.name, text: consent.text, required: consent.required, propertyId: consent.propertyId }
    : { name: '', text: '', required: false, propertyId: properties[0]?.id ?? '' };
  const form = useZodForm(ConsentBody, initial);
  // The properties are read again when the page opens and may arrive after the dialog did: a new
  // consent takes the first one as soon as there is one, not an empty choice its save would refuse.
  const first = properties[0]?.id;
  const { set } = form;
  const chosen = form.values.propertyId;
  useEffect(() => {
    if (!consent && first && !chosen) set('propertyId', first);
  }, [consent, first, chosen, set]);
  const { handleSubmit, submitting, error } = useFormSubmit(form);
  const submit = handleSubmit(async (body) => {
    if (consent) await api('consents.update', { params: { id: consent.id }, body });
    else await api('consents.create', { body });
    await invalidate(apiKey('consents.list'));
    pushNotice({ type: 'success', content: { key: 'consents.saved' } }, 5000);
    onClose();
  });
  const options = properties.map((p) => ({ value: p.id, label: p.displayName }));
  const v = form.values;
  return (
    <Modal
      visible
      onDismiss={onClose}
      header={consent ? t('consents.edit') : t('consents.create')}
      footer={
        <ModalFooter
          dismissText={t('consents.cancel')}
          onDismiss={onClose}
          dismissDisabled={submitting}
          confirmText={t('consents.save')}
          onConfirm={() => void submit()}
          loading={submitting}
        />
      }
    >
      <SubmitForm onSubmit={submit}>
        <Form errorText={error ? errorText.describe(error) : undefined} errorIconAriaLabel={t('common.error')}>
          <SpaceBetween size="m">
            <FormField label={t('consents.name')} errorText={errorText.field(form.errors.name)}>
              <Input value={v.name} onChange={({ detail }) => form.set('name', detail.value)} ariaLabel={t('consents.name')} />
            </FormField>
            <FormField label={t('consents.text')} errorText={errorText.field(form.errors.text)}>
              <Textarea value={v.text} rows={5} onChange={({ detail }) => form.set('text', detail.value)} ariaLabel={t('consents.text')} />
            </FormField>
            <Checkbox checked={v.required} onChange={({ detail }) => form.set('required', detail.checked)}>
              {t('consents.requiredLabel')}
            </Checkbox>
            <FormField
              label={t('consents.property')}
              description={properties.length ? t('consents.propertyHint') : t('consents.noProperties')}
              errorText={errorText.field(form.errors.propertyId)}
            >
              <Select
                disabled={!!consent}
                selectedOption={options.find((o) => o.value === v.propertyId) ?? null}
                options={options}
                onChange={({ detail }) => form.set('propertyId', detail.selectedOption.value ?? '')}
                ariaLabel={t('consents.property')}
              />
            </FormField>
            {consent && <Versions id={consent.id} />}
          </SpaceBetween>
        </Form>
      </SubmitForm>
    </Modal>
  );
}
