import Button from '@cloudscape-design/components/button';
import Input from '@cloudscape-design/components/input';
import Multiselect from '@cloudscape-design/components/multiselect';
import Select, { type SelectProps } from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TextFilter from '@cloudscape-design/components/text-filter';
import { useTranslation } from 'react-i18next';
import { SUBSCRIBER_STATUSES, type SubscriberStatus } from '@shared/constants';
import type { Property } from '@shared/schemas/properties';
import { DatePickerInput } from '@web/common/DatePickerInput';
import { propertyLabel } from '../common/property-labels';
import { EMPTY_FILTERS, filterableProperties, hasFilters, needsValue, operatorsFor, type FilterOp, type ListFilters } from './filters';
import { dynamicKey } from '@web/i18n';

interface Props {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
  properties: readonly Property[];
  /** "N match the filters" (the count for the whole filter), shown by the search field while it holds text. */
  countText?: string;
}

/** Search by e-mail prefix, statuses, and one property with an operator and a value fitting its type. */
export function FilterBar({ filters, onChange, properties, countText }: Props) {
  const { t } = useTranslation();
  const filterable = filterableProperties(properties);
  const f = filters.property;
  const def = f ? filterable.find((p) => p.id === f.id) : undefined;
  const statusOptions = SUBSCRIBER_STATUSES.map((s) => ({ value: String(s), label: t(dynamicKey(`subscribers.status.${s}`)) }));
  const propertyOptions: SelectProps.Option[] = [
    { value: '', label: t('subscribers.filters.anyProperty') },
    ...filterable.map((p) => ({ value: p.id, label: propertyLabel(t, p) })),
  ];
  const opOptions = (def ? operatorsFor(def) : []).map((op) => ({ value: op, label: t(`subscribers.filters.ops.${op}`) }));
  const setProperty = (property: ListFilters['property']) => onChange({ ...filters, property });

  const pickProperty = (id: string) => {
    const next = filterable.find((p) => p.id === id);
    setProperty(next ? { id: next.id, op: operatorsFor(next)[0]!, value: '' } : null);
  };

  return (
    <SpaceBetween direction="horizontal" size="xs">
      <div style={{ minWidth: 260 }}>
        <TextFilter
          filteringText={filters.search}
          onChange={({ detail }) => onChange({ ...filters, search: detail.filteringText })}
          filteringPlaceholder={t('subscribers.filters.search')}
          filteringAriaLabel={t('subscribers.filters.search')}
          filteringClearAriaLabel={t('subscribers.filters.clearSearch')}
          countText={countText}
        />
      </div>
      <div style={{ minWidth: 220 }}>
        <Multiselect
          selectedOptions={statusOptions.filter((o) => filters.statuses.includes(Number(o.value) as SubscriberStatus))}
          onChange={({ detail }) =>
            onChange({ ...filters, statuses: detail.selectedOptions.map((o) => Number(o.value) as SubscriberStatus) })
          }
          options={statusOptions}
          placeholder={t('subscribers.filters.status')}
          ariaLabel={t('subscribers.filters.status')}
          inlineTokens
          expandToViewport
          i18nStrings={{ selectAllText: t('common.selectAll') }}
        />
      </div>
      <div style={{ minWidth: 200 }}>
        <Select
          selectedOption={propertyOptions.find((o) => o.value === (f?.id ?? '')) ?? null}
          onChange={({ detail }) => pickProperty(detail.selectedOption.value ?? '')}
          options={propertyOptions}
          ariaLabel={t('subscribers.filters.property')}
          filteringType="auto"
          expandToViewport
        />
      </div>
      {f && def && (
        <div style={{ minWidth: 160 }}>
          <Select
            selectedOption={opOptions.find((o) => o.value === f.op) ?? null}
            onChange={({ detail }) => setProperty({ ...f, op: detail.selectedOption.value as FilterOp })}
            options={opOptions}
            ariaLabel={t('subscribers.filters.operator')}
            expandToViewport
          />
        </div>
      )}
      {f && def && needsValue(f.op) && <ValueInput def={def} value={f.value} onChange={(value) => setProperty({ ...f, value })} />}
      {hasFilters(filters) && <Button onClick={() => onChange(EMPTY_FILTERS)}>{t('subscribers.filters.clear')}</Button>}
    </SpaceBetween>
  );
}

function ValueInput({ def, value, onChange }: { def: Property; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const label = t('subscribers.filters.value');
  if (def.type === 'date') return <DatePickerInput value={value} onChange={onChange} ariaLabel={label} />;
  if ((def.type === 'list' || def.type === 'multilist') && def.values) {
    const options = def.values.map((v) => ({ value: v, label: def.id === 'emailType' ? t(dynamicKey(`subscribers.emailType.${v}`)) : v }));
    return (
      <div style={{ minWidth: 180 }}>
        <Select
          selectedOption={options.find((o) => o.value === value) ?? null}
          onChange={({ detail }) => onChange(detail.selectedOption.value ?? '')}
          options={options}
          placeholder={t('subscribers.filters.chooseValue')}
          ariaLabel={label}
          filteringType="auto"
          expandToViewport
        />
      </div>
    );
  }
  return (
    <div style={{ minWidth: 180 }}>
      <Input
        value={value}
        onChange={({ detail }) => onChange(detail.value)}
        type={def.type === 'int' ? 'number' : def.type === 'email' ? 'email' : 'text'}
        inputMode={def.type === 'int' || def.type === 'gsm' ? 'numeric' : undefined}
        placeholder={label}
        ariaLabel={label}
      />
    </div>
  );
}
