import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { KRS_LEGAL_FORMS, LEGAL_FORMS, type LegalForm } from '@shared/rules/company';
import { TextField } from '@web/common/TextField';
import { useErrorText } from '@web/common/use-error-text';
import type { StepProps } from './step-props';

export interface CompanyValues {
  name: string;
  legalForm: LegalForm | '';
  taxId: string;
  krs: string;
  regon: string;
  address: string;
  postalCode: string;
  city: string;
}
export const EMPTY_COMPANY: CompanyValues = {
  name: '',
  legalForm: '',
  taxId: '',
  krs: '',
  regon: '',
  address: '',
  postalCode: '',
  city: '',
};

export function CompanyStep({ form }: StepProps<CompanyValues>) {
  const { t } = useTranslation();
  const err = useErrorText();
  const v = form.values;
  const options = LEGAL_FORMS.map((code) => ({ value: code, label: t(`onboarding.legalForms.${code}`) }));
  const needsKrs = v.legalForm !== '' && KRS_LEGAL_FORMS.includes(v.legalForm);
  return (
    <SpaceBetween size="m">
      <TextField
        label={t('onboarding.company.name')}
        autoComplete="organization"
        value={v.name}
        onChange={(x) => form.set('name', x)}
        errorText={err.field(form.errors.name)}
      />
      <FormField label={t('onboarding.company.legalForm')} errorText={err.field(form.errors.legalForm)}>
        <Select
          selectedOption={options.find((o) => o.value === v.legalForm) ?? null}
          options={options}
          placeholder={t('onboarding.company.legalFormPlaceholder')}
          onChange={({ detail }) => form.set('legalForm', detail.selectedOption.value as LegalForm)}
          invalid={Boolean(form.errors.legalForm)}
        />
      </FormField>
      <ColumnLayout columns={3}>
        <TextField
          label={t('onboarding.company.taxId')}
          placeholder="526-025-02-74"
          value={v.taxId}
          onChange={(x) => form.set('taxId', x)}
          errorText={err.field(form.errors.taxId)}
        />
        <TextField
          label={t('onboarding.company.krs')}
          description={needsKrs ? undefined : t('onboarding.company.krsOptional')}
          value={v.krs}
          onChange={(x) => form.set('krs', x)}
          errorText={err.field(form.errors.krs)}
        />
        <TextField
          label={t('onboarding.company.regon')}
          description={t('onboarding.company.regonOptional')}
          value={v.regon}
          onChange={(x) => form.set('regon', x)}
          errorText={err.field(form.errors.regon)}
        />
      </ColumnLayout>
      <TextField
        label={t('onboarding.company.address')}
        autoComplete="street-address"
        value={v.address}
        onChange={(x) => form.set('address', x)}
        errorText={err.field(form.errors.address)}
      />
      <ColumnLayout columns={2}>
        <TextField
          label={t('onboarding.company.postalCode')}
          autoComplete="postal-code"
          placeholder="00-950"
          value={v.postalCode}
          onChange={(x) => form.set('postalCode', x)}
          errorText={err.field(form.errors.postalCode)}
        />
        <TextField
          label={t('onboarding.company.city')}
          autoComplete="address-level2"
          value={v.city}
          onChange={(x) => form.set('city', x)}
          errorText={err.field(form.errors.city)}
        />
      </ColumnLayout>
    </SpaceBetween>
  );
}
