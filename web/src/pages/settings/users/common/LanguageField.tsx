import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@shared/constants';

interface Props {
  value: Language;
  onChange: (value: Language) => void;
  errorText?: string;
}

/** The language of the invitation and of the new user's interface. */
export function LanguageField({ value, onChange, errorText }: Props) {
  const { t } = useTranslation();
  const options = LANGUAGES.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }));
  return (
    <FormField label={t('usersAdmin.fields.language')} description={t('usersAdmin.form.languageHint')} errorText={errorText}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        onChange={({ detail }) => onChange(detail.selectedOption.value as Language)}
        options={options}
      />
    </FormField>
  );
}
