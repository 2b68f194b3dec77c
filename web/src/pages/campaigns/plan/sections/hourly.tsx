import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@web/common/use-error-text';
import { errorAt } from '../fields/field-errors';
import { StartFields } from '../fields/StartFields';
import type { SectionProps, SendTypeSection } from './types';

/** The portion a new hourly plan starts with. */
const INITIAL_PER_HOUR = 1000;

/** Hourly: the portion per hour, then when it starts and its sending hours and days, as once. */
function HourlySection({ value, onChange, errors, timeZone }: SectionProps<'hourly'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <SpaceBetween size="m">
      <FormField
        label={t('campaignHourly.section.perHour')}
        description={t('campaignHourly.section.perHourHint')}
        errorText={errorText.field(errorAt(errors, 'perHour'))}
      >
        <Input
          type="number"
          inputMode="numeric"
          value={Number.isNaN(value.perHour) ? '' : String(value.perHour)}
          onChange={({ detail }) => onChange({ ...value, perHour: detail.value === '' ? Number.NaN : Number(detail.value) })}
          invalid={!!errorAt(errors, 'perHour')}
          ariaLabel={t('campaignHourly.section.perHour')}
        />
      </FormField>
      <StartFields value={value} onChange={onChange} errors={errors} timeZone={timeZone} whenLabel={t('campaignHourly.section.when')} />
    </SpaceBetween>
  );
}

export const hourlySection: SendTypeSection<'hourly'> = {
  available: true,
  Section: HourlySection,
  initial: () => ({ type: 'hourly', perHour: INITIAL_PER_HOUR }),
};
