import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { useErrorText } from '@web/common/use-error-text';
import { WallTimeInput } from '../fields/WallTimeInput';
import { WindowEditor } from '../fields/WindowEditor';
import type { SectionProps, SendTypeSection } from './types';

const errorAt = (errors: readonly FieldError[], path: string) => errors.find((e) => e.path === path || e.path.startsWith(`${path}.`));

/** The portion a new hourly plan starts with. */
const INITIAL_PER_HOUR = 1000;

/** Hourly: the portion per hour, then when it starts and its sending hours and days, as once. */
function HourlySection({ value, onChange, errors, timeZone }: SectionProps<'hourly'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const timed = value.at !== undefined;
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
      <FormField label={t('campaignHourly.section.when')}>
        <RadioGroup
          value={timed ? 'at' : 'now'}
          onChange={({ detail }) => {
            const { at: _at, ...rest } = value;
            onChange(detail.value === 'at' ? { ...value, at: '' } : rest);
          }}
          items={[
            { value: 'now', label: t('campaignPlan.once.now') },
            { value: 'at', label: t('campaignPlan.once.at') },
          ]}
        />
      </FormField>
      {timed && (
        <FormField
          label={t('campaignPlan.once.at')}
          description={timeZone ? t('campaignPlan.once.zone', { zone: timeZone }) : undefined}
          errorText={errorText.field(errorAt(errors, 'at'))}
        >
          <WallTimeInput value={value.at ?? ''} onChange={(at) => onChange({ ...value, at })} invalid={!!errorAt(errors, 'at')} />
        </FormField>
      )}
      <WindowEditor
        value={value.window}
        onChange={(window) => {
          const { window: _w, ...rest } = value;
          onChange(window ? { ...rest, window } : rest);
        }}
        errorText={errorText.field(errorAt(errors, 'window'))}
      />
    </SpaceBetween>
  );
}

export const hourlySection: SendTypeSection<'hourly'> = {
  available: true,
  Section: HourlySection,
  initial: () => ({ type: 'hourly', perHour: INITIAL_PER_HOUR }),
};
