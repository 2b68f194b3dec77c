import Alert from '@cloudscape-design/components/alert';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import Toggle from '@cloudscape-design/components/toggle';
import { useTranslation } from 'react-i18next';
import { PropertyBody, type Property } from '@shared/schemas/properties';
import { api } from '@web/api';
import { pushNotice } from '@web/app/notifications/notification-store';
import { FormModal } from '@web/common/FormModal';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import { useFormSubmit } from '@web/common/use-form-submit';
import { useZodForm } from '@web/common/use-zod-form';
import { propertyTypeLabel } from '../common/property-labels';
import { derivedPlaceholder, EDITABLE_TYPES, intLimits, isListType, propertyFormValues, toPropertyBody } from './property-form';
import { ValuesEditor } from './ValuesEditor';
import { useDiscardTexts } from '../common/use-discard-texts';

interface Props {
  /** The property to edit; none for a new one. */
  property?: Property;
  onSaved: (property: Property) => void;
  onClose: () => void;
}

/** A custom property's definition, checked by the shared PropertyBody schema before the API checks it again. */
export function PropertyModal({ property, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  const discardTexts = useDiscardTexts();
  const errorText = useErrorText();
  const form = useZodForm(PropertyBody, propertyFormValues(property), { prepare: toPropertyBody });
  const { handleSubmit, submitting, error } = useFormSubmit(form, { keepBusy: true });
  const v = form.values;
  const err = (key: keyof typeof v) => errorText.field(form.errors[key]);
  const labels = {
    name: t('structure.form.name'),
    displayName: t('structure.form.displayName'),
    placeholderName: t('structure.form.placeholder'),
    type: t('structure.form.type'),
  };

  const submit = handleSubmit(async (body) => {
    const saved = property
      ? await api('properties.update', { params: { id: property.id }, body })
      : await api('properties.create', { body });
    form.markSaved();
    pushNotice(
      {
        type: 'success',
        content: { key: property ? 'structure.notices.updated' : 'structure.notices.created', params: { name: saved.displayName } },
      },
      6000,
    );
    onSaved(saved);
  });

  const typeOptions = EDITABLE_TYPES.map((type) => ({
    value: type,
    label: propertyTypeLabel(t, type),
    description: t(`structure.typeHints.${type}`),
  }));
  const limits = intLimits(v.signed);

  return (
    <FormModal
      discardTexts={discardTexts}
      size="large"
      header={property ? t('structure.form.editTitle', { name: property.displayName }) : t('structure.form.newTitle')}
      submitText={property ? t('common.save') : t('structure.form.create')}
      dirty={form.dirty}
      submitting={submitting}
      error={error}
      errorLabels={labels}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <FormField label={labels.type} description={property ? t('structure.form.typeFixed') : undefined} errorText={err('type')}>
        <Select
          selectedOption={typeOptions.find((o) => o.value === v.type) ?? null}
          onChange={({ detail }) => form.set('type', detail.selectedOption.value as typeof v.type)}
          options={typeOptions}
          disabled={Boolean(property)}
        />
      </FormField>
      <ColumnLayout columns={2}>
        <TextField
          label={labels.displayName}
          value={v.displayName}
          onChange={(value) => form.set('displayName', value)}
          errorText={err('displayName')}
          autoFocus
          autoComplete="off"
        />
        <TextField
          label={labels.name}
          value={v.name}
          onChange={(value) => form.set('name', value)}
          errorText={err('name')}
          constraintText={t('structure.form.nameRule')}
          autoComplete="off"
        />
        <TextField
          label={labels.placeholderName}
          value={v.placeholderName}
          onChange={(value) => form.set('placeholderName', value)}
          errorText={err('placeholderName')}
          placeholder={derivedPlaceholder(v.name)}
          constraintText={t('structure.form.placeholderRule', {
            tag: `{{${v.placeholderName.trim() || derivedPlaceholder(v.name) || '…'}}}`,
          })}
          autoComplete="off"
        />
        <FormField label={t('structure.form.useName')} description={t('structure.form.useNameHint')}>
          <Toggle checked={v.useName} onChange={({ detail }) => form.set('useName', detail.checked)}>
            {v.useName ? t('structure.form.yes') : t('structure.form.no')}
          </Toggle>
        </FormField>
      </ColumnLayout>
      {v.type === 'string' && (
        <TextField
          label={t('structure.form.maxChar')}
          value={v.maxChar}
          onChange={(value) => form.set('maxChar', value)}
          errorText={err('maxChar')}
          constraintText={t('structure.form.maxCharRule')}
        />
      )}
      {v.type === 'int' && (
        <>
          <FormField label={t('structure.form.sign')}>
            <RadioGroup
              value={v.signed ? 'signed' : 'unsigned'}
              onChange={({ detail }) => form.set('signed', detail.value === 'signed')}
              items={[
                { value: 'signed', label: t('structure.form.signed'), description: t('structure.form.rangeOf', intLimits(true)) },
                { value: 'unsigned', label: t('structure.form.unsigned'), description: t('structure.form.rangeOf', intLimits(false)) },
              ]}
            />
          </FormField>
          <ColumnLayout columns={2}>
            <TextField
              label={t('structure.form.minNum')}
              value={v.minNum}
              onChange={(value) => form.set('minNum', value)}
              errorText={err('minNum')}
              constraintText={t('structure.form.boundRule', limits)}
            />
            <TextField
              label={t('structure.form.maxNum')}
              value={v.maxNum}
              onChange={(value) => form.set('maxNum', value)}
              errorText={err('maxNum')}
              constraintText={t('structure.form.boundRule', limits)}
            />
          </ColumnLayout>
        </>
      )}
      {isListType(v.type) && (
        <ValuesEditor
          values={v.values}
          onChange={(values) => form.set('values', values)}
          error={form.errors.values}
          showRowErrors={Boolean(form.errors.values)}
        />
      )}
      {v.type === 'spec_agr' && !property && <Alert type="info">{t('structure.form.consentFinal')}</Alert>}
    </FormModal>
  );
}
