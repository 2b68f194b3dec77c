import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import TimeInput from '@cloudscape-design/components/time-input';
import { useTranslation } from 'react-i18next';

export type ScheduleKind = 'hourly' | 'daily';

interface Props {
  kind: ScheduleKind;
  at: string;
  /** The schedule's error (a daily time the schema refused), already translated. */
  errorText?: string;
  onKind: (kind: ScheduleKind) => void;
  onAt: (at: string) => void;
}

/** When a task (import or export) runs: every full hour, or daily at a time in the account's zone. */
export function ScheduleFields({ kind, at, errorText, onKind, onAt }: Props) {
  const { t } = useTranslation();
  return (
    <SpaceBetween size="l">
      <FormField label={t('sftp.taskForm.schedule')} errorText={errorText}>
        <RadioGroup
          value={kind}
          onChange={({ detail }) => onKind(detail.value as ScheduleKind)}
          items={[
            { value: 'hourly', label: t('sftp.schedule.hourly') },
            { value: 'daily', label: t('sftp.taskForm.daily') },
          ]}
        />
      </FormField>
      {kind === 'daily' && (
        <FormField label={t('sftp.taskForm.at')} constraintText={t('sftp.taskForm.atHint')}>
          <TimeInput
            value={at}
            format="hh:mm"
            placeholder="hh:mm"
            ariaLabel={t('sftp.taskForm.at')}
            onChange={({ detail }) => onAt(detail.value)}
          />
        </FormField>
      )}
    </SpaceBetween>
  );
}

/** The schedule as the API takes it. */
export const scheduleBody = (kind: ScheduleKind, at: string) =>
  kind === 'daily' ? { kind: 'daily' as const, at } : { kind: 'hourly' as const };
