import FormField from '@cloudscape-design/components/form-field';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '@web/common/DatePickerInput';

interface Props {
  /** "2026-12-01T09:30" (a wall time in the account's zone, shared/rules/local-time.ts), or '' while none is chosen. */
  value: string;
  onChange(value: string): void;
  invalid?: boolean;
}

/**
 * A date and a time of day, kept together as the API's wall time. Each has a form field of its own: the
 * enclosing field's label would otherwise name both controls alike (it overrides their ariaLabel).
 */
export function WallTimeInput({ value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  const [date = '', time = ''] = value ? value.split('T') : [];
  const join = (d: string, hm: string) => onChange(d ? `${d}T${hm || '09:00'}` : '');
  return (
    <SpaceBetween direction="horizontal" size="xs">
      <FormField label={t('campaignPlan.once.date')}>
        <DatePickerInput
          value={date}
          onChange={(d) => join(d, time)}
          invalid={invalid}
          ariaLabel={t('campaignPlan.once.date')}
          texts="campaignPlan.date"
        />
      </FormField>
      <FormField label={t('campaignPlan.once.time')}>
        <TimeInput
          value={time}
          onChange={({ detail }) => join(date, detail.value)}
          format="hh:mm"
          placeholder="hh:mm"
          invalid={invalid}
          ariaLabel={t('campaignPlan.once.time')}
          disabled={!date}
        />
      </FormField>
    </SpaceBetween>
  );
}
