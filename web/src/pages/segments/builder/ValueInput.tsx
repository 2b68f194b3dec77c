import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@web/common/DatePickerInput';
import type { ValueInputKind } from './condition';
import { TokensInput } from './TokensInput';

interface Props {
  kind: Exclude<ValueInputKind, 'none'>;
  value: string | string[] | undefined;
  onChange: (value: string | string[]) => void;
  /** Values to choose from (select, multiselect), with their labels. */
  choices?: readonly { value: string; label: string }[];
  invalid: boolean;
  disabled?: boolean;
  /** The field's name, for inputs a label cannot name alone (the two ends of a range, a list). */
  label: string;
  /** Numbers are compared (a list of numbers). */
  numeric?: boolean;
}

const one = (value: Props['value']) => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));
const many = (value: Props['value']) => (Array.isArray(value) ? value : value ? [value] : []);

/** The value part of a condition, by the input its operator and type call for. */
export function ValueInput({ kind, value, onChange, choices = [], invalid, disabled, label, numeric = false }: Props) {
  const { t } = useTranslation();
  switch (kind) {
    case 'number':
      return (
        <Input
          type="number"
          inputMode="decimal"
          value={one(value)}
          onChange={({ detail }) => onChange(detail.value)}
          invalid={invalid}
          disabled={disabled}
          ariaLabel={label}
        />
      );
    case 'text':
      return (
        <Input
          value={one(value)}
          onChange={({ detail }) => onChange(detail.value)}
          invalid={invalid}
          disabled={disabled}
          ariaLabel={label}
        />
      );
    case 'date':
      return <DatePickerInput value={one(value)} onChange={onChange} invalid={invalid} disabled={disabled} ariaLabel={label} />;
    case 'select': {
      const selected = choices.find((c) => c.value === one(value)) ?? null;
      return (
        <Select
          selectedOption={selected}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
          options={[...choices]}
          placeholder={t('segments.builder.chooseValue')}
          filteringType={choices.length > 8 ? 'auto' : 'none'}
          invalid={invalid}
          disabled={disabled}
          ariaLabel={label}
          expandToViewport
        />
      );
    }
    case 'multiselect': {
      const chosen = many(value);
      return (
        <Multiselect
          selectedOptions={choices.filter((c) => chosen.includes(c.value))}
          onChange={({ detail }) => onChange(detail.selectedOptions.map((o) => o.value ?? ''))}
          options={[...choices]}
          placeholder={t('segments.builder.chooseValues')}
          filteringType={choices.length > 8 ? 'auto' : 'none'}
          invalid={invalid}
          disabled={disabled}
          ariaLabel={label}
          expandToViewport
          i18nStrings={{ selectAllText: t('common.selectAll') }}
          deselectAriaLabel={(o) => t('segments.builder.removeValue', { value: o.label ?? '' })}
        />
      );
    }
    case 'tokens':
      return (
        <TokensInput values={many(value)} onChange={onChange} numeric={numeric} invalid={invalid} disabled={disabled} ariaLabel={label} />
      );
    case 'numberRange':
    case 'dateRange': {
      const [from = '', to = ''] = Array.isArray(value) ? value : [one(value), ''];
      const set = (index: 0 | 1, v: string) => onChange(index === 0 ? [v, to] : [from, v]);
      const fromLabel = t('segments.builder.rangeFrom', { label });
      const toLabel = t('segments.builder.rangeTo', { label });
      return (
        <SpaceBetween direction="horizontal" size="xs">
          {kind === 'dateRange' ? (
            <>
              <DatePickerInput value={from} onChange={(v) => set(0, v)} invalid={invalid} disabled={disabled} ariaLabel={fromLabel} />
              <DatePickerInput value={to} onChange={(v) => set(1, v)} invalid={invalid} disabled={disabled} ariaLabel={toLabel} />
            </>
          ) : (
            <>
              <Input
                type="number"
                inputMode="decimal"
                value={from}
                onChange={({ detail }) => set(0, detail.value)}
                invalid={invalid}
                disabled={disabled}
                ariaLabel={fromLabel}
                placeholder={t('segments.builder.from')}
              />
              <Input
                type="number"
                inputMode="decimal"
                value={to}
                onChange={({ detail }) => set(1, detail.value)}
                invalid={invalid}
                disabled={disabled}
                ariaLabel={toLabel}
                placeholder={t('segments.builder.to')}
              />
            </>
          )}
        </SpaceBetween>
      );
    }
  }
}
