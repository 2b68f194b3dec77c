import type { ReactNode } from 'react';
import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import { useTranslation } from 'react-i18next';
import { PROPERTY_LIMITS } from '@shared/properties';
import { isYearlessDate } from '@shared/rules/calendar-dates';
import type { Property } from '@shared/schemas/properties';
import { useFormatDate } from '@web/common/use-format-date';
import { DatePickerInput } from '@web/common/DatePickerInput';
import { propertyLabel } from '../common/property-labels';
import type { PropInput } from './form-values';

interface Props {
  def: Property;
  value: PropInput;
  onChange: (value: PropInput) => void;
  errorText?: string;
  /** When the consent on record was given (editing a subscriber who gave it). */
  consentGivenAt?: string;
  allowOtherGsmPrefixes: boolean;
}

function intRange(def: Property) {
  const limits = def.signed === false ? PROPERTY_LIMITS.unsigned : PROPERTY_LIMITS.signed;
  return { min: def.minNum ?? limits.min, max: def.maxNum ?? limits.max };
}

/** One property's input, fitting its type, with the rule it must meet said under it. */
export function PropertyInput({ def, value, onChange, errorText, consentGivenAt, allowOtherGsmPrefixes }: Props) {
  const { t } = useTranslation();
  const formatDate = useFormatDate();
  const label = propertyLabel(t, def);
  const invalid = Boolean(errorText);
  const text = typeof value === 'string' ? value : '';

  let constraint: string | undefined;
  let control: ReactNode;
  switch (def.type) {
    case 'int':
      constraint = t('subscribers.form.range', intRange(def));
      control = <Input value={text} onChange={({ detail }) => onChange(detail.value)} inputMode="numeric" invalid={invalid} />;
      break;
    case 'list': {
      const options = [{ value: '', label: t('subscribers.form.noValue') }, ...(def.values ?? []).map((v) => ({ value: v, label: v }))];
      control = (
        <Select
          selectedOption={options.find((o) => o.value === text) ?? options[0]!}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
          options={options}
          invalid={invalid}
          expandToViewport
        />
      );
      break;
    }
    case 'multilist': {
      const chosen = Array.isArray(value) ? value : [];
      const options = (def.values ?? []).map((v) => ({ value: v, label: v }));
      control = (
        <Multiselect
          selectedOptions={options.filter((o) => chosen.includes(o.value))}
          onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value ?? ''))}
          options={options}
          placeholder={t('subscribers.form.chooseValues')}
          invalid={invalid}
          expandToViewport
          i18nStrings={{ selectAllText: t('common.selectAll') }}
          deselectAriaLabel={(o) => t('segments.builder.removeValue', { value: o.label ?? '' })}
        />
      );
      break;
    }
    case 'spec_agr': {
      const checked = value === true;
      const note =
        checked && consentGivenAt
          ? t('subscribers.consent.givenOn', { date: formatDate(consentGivenAt, true) })
          : checked
            ? t('subscribers.consent.givenNow')
            : t('subscribers.consent.notGiven');
      control = (
        <Checkbox checked={checked} onChange={({ detail }) => onChange(detail.checked)} description={note}>
          {t('subscribers.consent.given')}
        </Checkbox>
      );
      break;
    }
    case 'date':
      // A date without a year (--MM-DD, imported from a birthday column) has no place in a calendar: it is kept as text until cleared.
      if (isYearlessDate(text.trim())) {
        constraint = t('subscribers.form.dateYearless');
        control = <Input value={text} onChange={({ detail }) => onChange(detail.value)} invalid={invalid} />;
      } else {
        constraint = t('subscribers.form.dateFormat');
        control = <DatePickerInput value={text} onChange={onChange} invalid={invalid} />;
      }
      break;
    case 'gsm':
      constraint = allowOtherGsmPrefixes ? t('subscribers.form.gsmAny') : t('subscribers.form.gsm48');
      control = <Input value={text} onChange={({ detail }) => onChange(detail.value)} type="text" inputMode="tel" invalid={invalid} />;
      break;
    case 'email':
      control = (
        <Input value={text} onChange={({ detail }) => onChange(detail.value)} type="email" autoComplete={false} invalid={invalid} />
      );
      break;
    default: {
      const max = def.maxChar ?? PROPERTY_LIMITS.maxCharMax;
      constraint = t('subscribers.form.maxChars', { used: text.trim().length, max });
      control = <Input value={text} onChange={({ detail }) => onChange(detail.value)} invalid={invalid} />;
    }
  }

  return (
    <FormField label={label} constraintText={constraint} errorText={errorText} stretch={false}>
      {control}
    </FormField>
  );
}
