import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '@shared/schemas/footers';

/** The mailing's language: it decides which default footer the mailing carries. */
export function MailingLanguageField({
  value,
  onChange,
  disabled,
  footerText,
}: {
  value: MessageLanguage;
  onChange: (language: MessageLanguage) => void;
  disabled: boolean;
  footerText?: string;
}) {
  const { t } = useTranslation();
  const options = MESSAGE_LANGUAGES.map((l) => ({ value: l, label: t(`footers.languages.${l}`) }));
  return (
    <FormField label={t('footers.mailing.language')} description={t('footers.mailing.languageHint')} constraintText={footerText}>
      <Select
        selectedOption={options.find((o) => o.value === value) ?? null}
        onChange={({ detail }) => onChange((detail.selectedOption.value ?? 'pl') as MessageLanguage)}
        options={options}
        disabled={disabled}
      />
    </FormField>
  );
}

/** The preview shows the footer where sending puts it: at the end of the body. */
export function withFooter(html: string, footer: string | undefined): string {
  if (!footer) return html;
  const end = html.search(/<\/body\s*>/i);
  return end < 0 ? html + footer : html.slice(0, end) + footer + html.slice(end);
}
