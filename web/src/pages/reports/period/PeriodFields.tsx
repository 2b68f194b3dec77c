import FormField from '@cloudscape-design/components/form-field';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@web/common/DatePickerInput';

export interface PeriodValue {
  from: string;
  to: string;
}

/** The period pickers of the period reports (empty: the server's last 30 days). */
export function PeriodFields({ value, onChange }: { value: PeriodValue; onChange: (value: PeriodValue) => void }) {
  const { t } = useTranslation();
  return (
    <>
      <FormField label={t('reports.period.from')}>
        <DatePickerInput value={value.from} onChange={(from) => onChange({ ...value, from })} ariaLabel={t('reports.period.from')} />
      </FormField>
      <FormField label={t('reports.period.to')}>
        <DatePickerInput value={value.to} onChange={(to) => onChange({ ...value, to })} ariaLabel={t('reports.period.to')} />
      </FormField>
    </>
  );
}

/** The period as a query: only the ends chosen. */
export const periodQuery = (value: PeriodValue) => ({ ...(value.from ? { from: value.from } : {}), ...(value.to ? { to: value.to } : {}) });
