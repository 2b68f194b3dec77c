import { useTranslation } from 'react-i18next';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { TRIGGER_DELAY_MAX, TRIGGER_DELAY_UNITS, type TriggerDelayUnit } from '@shared/rules/campaigns';
import type { TriggerDelay } from '@shared/rules/trigger-delay';

interface Props {
  value: TriggerDelay | undefined;
  onChange(value: TriggerDelay | undefined): void;
  errorText?: string;
}

/** A triggered mailing's delay: at once, or after 1–720 hours or some days, weeks, months, years. */
export function DelayField({ value, onChange, errorText }: Props) {
  const { t } = useTranslation();
  const units = TRIGGER_DELAY_UNITS.map((u) => ({ value: u, label: t(`campaignTriggers.delay.units.${u}`) }));
  return (
    <FormField label={t('campaignTriggers.delay.label')} errorText={errorText}>
      <SpaceBetween size="xs">
        <RadioGroup
          value={value ? 'after' : 'now'}
          onChange={({ detail }) => onChange(detail.value === 'after' ? { unit: 'hours', value: 24 } : undefined)}
          items={[
            { value: 'now', label: t('campaignTriggers.delay.now') },
            { value: 'after', label: t('campaignTriggers.delay.after') },
          ]}
        />
        {value && (
          <SpaceBetween direction="horizontal" size="xs">
            <Input
              type="number"
              inputMode="numeric"
              ariaLabel={t('campaignTriggers.delay.value')}
              value={String(value.value)}
              invalid={!!errorText}
              onChange={({ detail }) => onChange({ ...value, value: Math.trunc(Number(detail.value)) || 0 })}
            />
            <Select
              ariaLabel={t('campaignTriggers.delay.unit')}
              selectedOption={units.find((u) => u.value === value.unit) ?? null}
              options={units}
              onChange={({ detail }) => {
                const unit = detail.selectedOption.value as TriggerDelayUnit;
                onChange({ unit, value: Math.min(value.value, TRIGGER_DELAY_MAX[unit]) });
              }}
            />
          </SpaceBetween>
        )}
      </SpaceBetween>
    </FormField>
  );
}
