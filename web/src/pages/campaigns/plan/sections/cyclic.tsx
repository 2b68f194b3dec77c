import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import DatePicker from '@cloudscape-design/components/date-picker';
import FormField from '@cloudscape-design/components/form-field';
import Input from '@cloudscape-design/components/input';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { useTranslation } from 'react-i18next';
import { CRON_FIELDS, isCronField, type CronFields } from '@shared/rules/cron';
import type { FieldError } from '@shared/errors';
import { useErrorText } from '@web/common/use-error-text';
import type { SectionProps, SendTypeSection } from './types';

const PRESETS: { key: 'presetDaily' | 'presetWeekly' | 'presetMonthly'; cron: CronFields }[] = [
  { key: 'presetDaily', cron: { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '*' } },
  { key: 'presetWeekly', cron: { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '1' } },
  { key: 'presetMonthly', cron: { minute: '0', hour: '9', dayOfMonth: '1', month: '*', dayOfWeek: '*' } },
];

const errorAt = (errors: readonly FieldError[], path: string) => errors.find((e) => e.path === path || e.path === `schedule.${path}`);

/** A wall time in the account's zone, "2026-12-01T09:30", as a date and a time; empty clears it. */
function LocalTimeField(props: {
  label: string;
  description: string;
  value: string | undefined;
  onChange(value: string | undefined): void;
  error?: string;
  testId: string;
}) {
  const { t } = useTranslation();
  const [date = '', time = ''] = (props.value ?? '').split('T');
  const set = (d: string, tm: string) => props.onChange(d ? `${d}T${tm || '00:00'}` : undefined);
  return (
    <FormField label={props.label} description={props.description} errorText={props.error} data-testid={props.testId}>
      <SpaceBetween direction="horizontal" size="xs">
        <DatePicker
          value={date}
          onChange={(e) => set(e.detail.value, time)}
          placeholder="YYYY/MM/DD"
          ariaLabel={t('campaignCyclic.section.date')}
        />
        <TimeInput
          value={time}
          format="hh:mm"
          placeholder="hh:mm"
          onChange={(e) => set(date, e.detail.value)}
          ariaLabel={t('campaignCyclic.section.time')}
        />
        {props.value && (
          <Button variant="inline-link" onClick={() => props.onChange(undefined)}>
            {t('campaignCyclic.section.clear')}
          </Button>
        )}
      </SpaceBetween>
    </FormField>
  );
}

function CyclicSection({ value, onChange, errors, timeZone }: SectionProps<'cyclic'>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const setCron = (cron: CronFields) => onChange({ ...value, cron });
  const fieldError = (f: (typeof CRON_FIELDS)[number]) =>
    errorText.field(errorAt(errors, `cron.${f}`)) ??
    (isCronField(f, value.cron[f]) ? undefined : errorText.field({ path: `cron.${f}`, code: 'CAMPAIGN_CRON_INVALID' }));
  const { from: _from, until: _until, ...rest } = value;
  return (
    <SpaceBetween size="m">
      <FormField
        label={t('campaignCyclic.section.cron')}
        description={t('campaignCyclic.section.cronDescription', { zone: timeZone })}
        errorText={errorText.field(errorAt(errors, 'cron'))}
      >
        <SpaceBetween size="s">
          <SpaceBetween direction="horizontal" size="xs">
            {PRESETS.map((p) => (
              <Button key={p.key} onClick={() => setCron(p.cron)}>
                {t(`campaignCyclic.section.${p.key}`)}
              </Button>
            ))}
          </SpaceBetween>
          <ColumnLayout columns={5}>
            {CRON_FIELDS.map((f) => (
              <FormField key={f} label={t(`campaignCyclic.section.${f}`)} errorText={fieldError(f)}>
                <Input value={value.cron[f]} onChange={(e) => setCron({ ...value.cron, [f]: e.detail.value })} data-testid={`cron-${f}`} />
              </FormField>
            ))}
          </ColumnLayout>
        </SpaceBetween>
      </FormField>
      <ColumnLayout columns={2}>
        <LocalTimeField
          label={t('campaignCyclic.section.from')}
          description={t('campaignCyclic.section.fromDescription')}
          value={value.from}
          onChange={(from) => onChange({ ...rest, ...(from ? { from } : {}), ...(value.until ? { until: value.until } : {}) })}
          error={errorText.field(errorAt(errors, 'from'))}
          testId="cyclic-from"
        />
        <LocalTimeField
          label={t('campaignCyclic.section.until')}
          description={t('campaignCyclic.section.untilDescription')}
          value={value.until}
          onChange={(until) => onChange({ ...rest, ...(value.from ? { from: value.from } : {}), ...(until ? { until } : {}) })}
          error={errorText.field(errorAt(errors, 'until'))}
          testId="cyclic-until"
        />
      </ColumnLayout>
    </SpaceBetween>
  );
}

/** Cyclic (issue 17): cron-style fields and the active range, in the account's zone. */
export const cyclicSection: SendTypeSection<'cyclic'> = {
  available: true,
  Section: CyclicSection,
  initial: () => ({ type: 'cyclic', cron: { ...PRESETS[0]!.cron } }),
};
