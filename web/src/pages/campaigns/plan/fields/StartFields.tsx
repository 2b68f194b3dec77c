import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import type { SendingWindow } from '@shared/rules/sending-window';
import { useErrorText } from '@web/common/use-error-text';
import { errorAt } from './field-errors';
import { WallTimeInput } from './WallTimeInput';
import { WindowEditor } from './WindowEditor';

/** The part of a schedule these fields edit: no `at` is "now", '' a time not chosen yet. */
interface Start {
  at?: string;
  window?: SendingWindow;
}

interface Props<V extends Start> {
  value: V;
  onChange(value: V): void;
  /** Field errors as the API names them (`at`, `window.days`). */
  errors: readonly FieldError[];
  timeZone: string;
  /** The label of the now-or-at choice; without one there is no choice and the time is asked for (a reservation). */
  whenLabel?: string;
}

/**
 * When a sending starts (now, or at a wall time in the account's zone) and its sending hours and days:
 * the fields once, reservation and hourly share.
 */
export function StartFields<V extends Start>({ value, onChange, errors, timeZone, whenLabel }: Props<V>) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const timed = value.at !== undefined;
  return (
    <SpaceBetween size="m">
      {whenLabel !== undefined && (
        <FormField label={whenLabel}>
          <RadioGroup
            value={timed ? 'at' : 'now'}
            onChange={({ detail }) => {
              const { at: _at, ...rest } = value;
              // Without `at` or `window` the value is still a V: both are optional in every schedule these fields edit.
              onChange(detail.value === 'at' ? { ...value, at: '' } : (rest as V));
            }}
            items={[
              { value: 'now', label: t('campaignPlan.once.now') },
              { value: 'at', label: t('campaignPlan.once.at') },
            ]}
          />
        </FormField>
      )}
      {(timed || whenLabel === undefined) && (
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
          onChange((window ? { ...rest, window } : rest) as V);
        }}
        errorText={errorText.field(errorAt(errors, 'window'))}
      />
    </SpaceBetween>
  );
}
