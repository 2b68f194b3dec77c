import Select, { type SelectProps } from '@cloudscape-design/components/select';
import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import type { SenderOptions } from '@shared/schemas/predefined';

export type SenderOption = SenderOptions['items'][number];

const OTHER = 'other';

/** The predefined sender a mailing's from name and address are (both must match), if any. */
export const senderOf = (senders: readonly SenderOption[], fromName: string, fromEmail: string): SenderOption | undefined =>
  senders.find((s) => s.fromEmail === fromEmail.trim().toLowerCase() && s.name === fromName.trim());

/** The sender a new mailing starts with: the default one, or the first the account has. */
export const startingSender = (senders: readonly SenderOption[]): SenderOption | undefined =>
  senders.find((s) => s.isDefault) ?? senders[0];

/**
 * The account's predefined senders on verified domains (issue 15), and "another address", which
 * lets the user type one (the server still checks it is on a verified domain).
 */
export function SenderSelect({
  senders,
  selected,
  onPick,
  disabled,
}: {
  senders: readonly SenderOption[];
  /** The sender chosen, or undefined for "another address". */
  selected: SenderOption | undefined;
  onPick: (sender: SenderOption | undefined) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const options: SelectProps.Option[] = [
    ...senders.map((s) => ({
      value: s.id,
      label: s.isDefault ? `${s.name} ${t('predefined.mailing.defaultSuffix')}` : s.name,
      description: s.fromEmail,
    })),
    { value: OTHER, label: t('predefined.mailing.other') },
  ];
  const label = t('predefined.mailing.sender');
  return (
    <FormField label={label} description={t('predefined.mailing.senderHint')}>
      <Select
        selectedOption={options.find((o) => o.value === (selected?.id ?? OTHER)) ?? null}
        onChange={({ detail }) => onPick(senders.find((s) => s.id === detail.selectedOption.value))}
        options={options}
        disabled={disabled}
        ariaLabel={label}
      />
    </FormField>
  );
}
