import Checkbox from '@cloudscape-design/components/checkbox';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { SendingWindow } from '@shared/rules/sending-window';

const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const hourOption = (h: number) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` });

interface Props {
  value: SendingWindow | undefined;
  onChange(value: SendingWindow | undefined): void;
  errorText?: string;
}

/** Sending hours and days (spec section 3): off, or whole hours from–until on chosen weekdays. */
export function WindowEditor({ value, onChange, errorText }: Props) {
  const { t } = useTranslation();
  return (
    <FormField label={t('campaignPlan.once.window')} description={t('campaignPlan.once.windowHint')} errorText={errorText}>
      <SpaceBetween size="s">
        <Checkbox
          checked={!!value}
          onChange={({ detail }) => onChange(detail.checked ? { fromHour: 8, toHour: 20, days: [1, 2, 3, 4, 5] } : undefined)}
        >
          {t('campaignPlan.once.window')}
        </Checkbox>
        {value && (
          <SpaceBetween direction="horizontal" size="s">
            <FormField label={t('campaignPlan.once.fromHour')}>
              <Select
                selectedOption={hourOption(value.fromHour)}
                options={Array.from({ length: 24 }, (_, h) => hourOption(h))}
                onChange={({ detail }) => onChange({ ...value, fromHour: Number(detail.selectedOption.value) })}
              />
            </FormField>
            <FormField label={t('campaignPlan.once.toHour')}>
              <Select
                selectedOption={hourOption(value.toHour)}
                options={Array.from({ length: 24 }, (_, h) => hourOption(h + 1))}
                onChange={({ detail }) => onChange({ ...value, toHour: Number(detail.selectedOption.value) })}
              />
            </FormField>
            <FormField label={t('campaignPlan.once.days')}>
              <SpaceBetween direction="horizontal" size="xs">
                {DAYS.map((d) => (
                  <Checkbox
                    key={d}
                    checked={value.days.includes(d)}
                    onChange={({ detail }) =>
                      onChange({ ...value, days: detail.checked ? [...value.days, d].sort() : value.days.filter((x) => x !== d) })
                    }
                  >
                    {t(`campaignPlan.once.dayNames.${d}`)}
                  </Checkbox>
                ))}
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </FormField>
  );
}
