import { useState } from 'react';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { CRON_FIELDS } from '@shared/rules/cron';
import type { SmsSchedule } from '@shared/schemas/sms-schedule';
import { api } from '@web/api';
import { useErrorText } from '@web/common/use-error-text';
import { localOf } from '@shared/rules/local-time';
import { useCampaignTexts } from './campaign-texts';
import { WallTimeInput } from '@web/pages/campaigns/plan/fields/WallTimeInput';

const DAILY_NINE = { minute: '0', hour: '9', dayOfMonth: '*', month: '*', dayOfWeek: '*' };

interface Props {
  value: SmsSchedule | undefined;
  onChange(value: SmsSchedule | undefined): void;
  /** The form's field errors by path (`schedule.at`, `schedule.cron.hour`, …). */
  errors: Record<string, FieldError | undefined>;
}

/**
 * When an SMS sending goes (issue 17): now, at a wall time in the account's zone, or cyclic on cron
 * fields within an optional active range, with the next starts asked of the API (the rule it plans by).
 */
export function ScheduleFields({ value, onChange, errors }: Props) {
  useCampaignTexts();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [starts, setStarts] = useState<{ at?: string[]; zone?: string; error?: unknown }>({});
  const error = (path: string) => errorText.field(errors[`schedule.${path}`]);
  const kind = value?.type ?? 'now';

  const preview = async () => {
    if (!value) return;
    try {
      const { nextStarts, timeZone } = await api('sms.schedulePreview', { body: { schedule: value } });
      setStarts({ at: nextStarts, zone: timeZone });
    } catch (e) {
      setStarts({ error: e });
    }
  };

  return (
    <Container header={<Header variant="h2">{t('smsPlanning.when.label')}</Header>}>
      <SpaceBetween size="m">
        <RadioGroup
          value={kind}
          ariaLabel={t('smsPlanning.when.label')}
          onChange={({ detail }) => {
            setStarts({});
            onChange(
              detail.value === 'once'
                ? { type: 'once', at: '' }
                : detail.value === 'cyclic'
                  ? { type: 'cyclic', cron: DAILY_NINE }
                  : undefined,
            );
          }}
          items={[
            { value: 'now', label: t('smsPlanning.when.now') },
            { value: 'once', label: t('smsPlanning.when.at') },
            { value: 'cyclic', label: t('smsPlanning.when.cyclic') },
          ]}
        />
        {value?.type === 'once' && (
          <FormField label={t('smsPlanning.when.time')} description={t('smsPlanning.when.zone')} errorText={error('at')}>
            <WallTimeInput value={value.at} onChange={(at) => onChange({ ...value, at })} invalid={Boolean(errors['schedule.at'])} />
          </FormField>
        )}
        {value?.type === 'cyclic' && (
          <SpaceBetween size="m">
            <FormField
              label={t('smsPlanning.cyclic.cron')}
              description={`${t('smsPlanning.cyclic.cronDescription')} ${t('smsPlanning.when.zone')}.`}
              errorText={error('cron')}
            >
              <ColumnLayout columns={5}>
                {CRON_FIELDS.map((field) => (
                  <FormField key={field} label={t(`smsPlanning.cyclic.${field}`)} errorText={error(`cron.${field}`)}>
                    <Input
                      value={value.cron[field]}
                      onChange={({ detail }) => onChange({ ...value, cron: { ...value.cron, [field]: detail.value } })}
                      invalid={Boolean(errors[`schedule.cron.${field}`])}
                    />
                  </FormField>
                ))}
              </ColumnLayout>
            </FormField>
            <ColumnLayout columns={2}>
              {(['from', 'until'] as const).map((edge) => (
                <FormField key={edge} label={t(`smsPlanning.cyclic.${edge}`)} errorText={error(edge)}>
                  <WallTimeInput
                    value={value[edge] ?? ''}
                    onChange={(at) => {
                      const { [edge]: _old, ...rest } = value;
                      onChange(at ? { ...rest, [edge]: at } : rest);
                    }}
                    invalid={Boolean(errors[`schedule.${edge}`])}
                  />
                </FormField>
              ))}
            </ColumnLayout>
            <FormField label={t('smsPlanning.cyclic.nextStarts')} errorText={starts.error ? errorText.describe(starts.error) : undefined}>
              <SpaceBetween size="xs">
                <Button formAction="none" onClick={() => void preview()}>
                  {t('smsPlanning.cyclic.preview')}
                </Button>
                {starts.at && starts.zone && (
                  <Box data-testid="sms-next-starts">
                    {starts.at.map((at) => (
                      <div key={at}>{`${localOf(at, starts.zone!).replace('T', ' ')} (${starts.zone})`}</div>
                    ))}
                  </Box>
                )}
              </SpaceBetween>
            </FormField>
          </SpaceBetween>
        )}
      </SpaceBetween>
    </Container>
  );
}
