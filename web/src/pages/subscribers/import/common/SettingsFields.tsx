import Checkbox from '@cloudscape-design/components/checkbox';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import FormField from '@cloudscape-design/components/form-field';
import Multiselect from '@cloudscape-design/components/multiselect';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { EMAIL_TYPES } from '@shared/constants';
import { OVERWRITE_MODES } from '@shared/schemas/imports';
import type { Property } from '@shared/schemas/properties';
import { propertyLabel } from '../../common/property-labels';
import { IMPORT_STATUSES, type ImportSettings } from './settings';
import { dynamicKey } from '@web/i18n';

interface Props {
  value: ImportSettings;
  onChange: (value: ImportSettings) => void;
  /** The account's consent (spec_agr) properties. */
  consentProperties: readonly Property[];
  disabled?: boolean;
}

/**
 * What an import does (file and manual alike): the overwrite mode for subscribers that already
 * exist (spec section 4, each explained), status and e-mail type of new ones, and consents to give.
 */
export function SettingsFields({ value, onChange, consentProperties, disabled }: Props) {
  const { t } = useTranslation();
  const set = <K extends keyof ImportSettings>(key: K, next: ImportSettings[K]) => onChange({ ...value, [key]: next });
  const setConsents = (next: Partial<ImportSettings['consents']>) => set('consents', { ...value.consents, ...next });
  const statusOption = (s: number) => ({ value: String(s), label: t(dynamicKey(`subscribers.status.${s}`)) });
  const typeOption = (type: string) => ({ value: type, label: t(dynamicKey(`subscribers.emailType.${type}`)) });
  const consentOption = (p: Property) => ({ value: p.id, label: propertyLabel(t, p) });

  return (
    <SpaceBetween size="l">
      <FormField label={t('imports.settings.mode')} description={t('imports.settings.modeHint')} stretch>
        <RadioGroup
          value={String(value.mode)}
          onChange={({ detail }) => set('mode', Number(detail.value) as ImportSettings['mode'])}
          ariaLabel={t('imports.settings.mode')}
          items={OVERWRITE_MODES.map((mode) => ({
            value: String(mode),
            label: t(`imports.modes.${mode}.label`),
            description: t(`imports.modes.${mode}.description`),
            disabled,
          }))}
        />
      </FormField>
      <ColumnLayout columns={2}>
        <FormField label={t('imports.settings.status')} description={t('imports.settings.statusHint')}>
          <Select
            selectedOption={statusOption(value.status)}
            onChange={({ detail }) => set('status', Number(detail.selectedOption.value) as ImportSettings['status'])}
            options={IMPORT_STATUSES.map(statusOption)}
            disabled={disabled}
          />
        </FormField>
        <FormField label={t('imports.settings.emailType')} description={t('imports.settings.emailTypeHint')}>
          <Select
            selectedOption={typeOption(value.emailType)}
            onChange={({ detail }) => set('emailType', detail.selectedOption.value as ImportSettings['emailType'])}
            options={EMAIL_TYPES.map(typeOption)}
            disabled={disabled}
          />
        </FormField>
      </ColumnLayout>
      <FormField
        label={t('imports.settings.consents')}
        description={consentProperties.length ? t('imports.settings.consentsHint') : t('imports.settings.noConsents')}
        stretch
      >
        {consentProperties.length > 0 && (
          <SpaceBetween size="xs">
            <Multiselect
              selectedOptions={consentProperties.filter((p) => value.consents.properties.includes(p.id)).map(consentOption)}
              onChange={({ detail }) => setConsents({ properties: detail.selectedOptions.map((o) => o.value!) })}
              options={consentProperties.map(consentOption)}
              placeholder={t('imports.settings.consentsPlaceholder')}
              deselectAriaLabel={(o) => t('segments.builder.removeValue', { value: o.label ?? '' })}
              disabled={disabled}
            />
            <Checkbox
              checked={value.consents.forNew}
              onChange={({ detail }) => setConsents({ forNew: detail.checked })}
              disabled={disabled}
            >
              {t('imports.settings.consentsForNew')}
            </Checkbox>
            <Checkbox
              checked={value.consents.forUpdated}
              onChange={({ detail }) => setConsents({ forUpdated: detail.checked })}
              disabled={disabled}
            >
              {t('imports.settings.consentsForUpdated')}
            </Checkbox>
          </SpaceBetween>
        )}
      </FormField>
    </SpaceBetween>
  );
}
