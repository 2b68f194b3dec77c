import FormField from '@cloudscape-design/components/form-field';
import RadioGroup from '@cloudscape-design/components/radio-group';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '@shared/errors';
import { useErrorText } from '@web/common/use-error-text';
import { WallTimeInput } from '../fields/WallTimeInput';
import { WindowEditor } from '../fields/WindowEditor';
import type { SectionProps, SendTypeSection } from './types';

/** The first field error at `path` or under it (`window.days`). */
const errorAt = (errors: readonly FieldError[], path: string) => errors.find((e) => e.path === path || e.path.startsWith(`${path}.`));

type OnceLike = SectionProps<'once'>['value'] | SectionProps<'reservation'>['value'];
type Props = Omit<SectionProps<'once'>, 'value' | 'onChange'> & { value: OnceLike; onChange(value: OnceLike): void };

function OnceFields({ value, onChange, errors, timeZone }: Props) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const timed = value.at !== undefined;
  return (
    <SpaceBetween size="m">
      {value.type === 'once' && (
        <FormField label={t('campaignPlan.once.when')}>
          <RadioGroup
            value={timed ? 'at' : 'now'}
            onChange={({ detail }) => {
              const { at: _at, ...rest } = value;
              onChange(detail.value === 'at' ? { ...value, at: '' } : { ...rest, type: 'once' });
            }}
            items={[
              { value: 'now', label: t('campaignPlan.once.now') },
              { value: 'at', label: t('campaignPlan.once.at') },
            ]}
          />
        </FormField>
      )}
      {(timed || value.type === 'reservation') && (
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

/** Once (the planning helper): now or at a wall time in the account's zone, optionally within sending hours and days. */
export const onceSection: SendTypeSection<'once'> = {
  available: true,
  Section: OnceFields as SendTypeSection<'once'>['Section'],
  initial: () => ({ type: 'once' }),
};

/** Reservation: a slot at a time, offered only under 4-eye verification (the dialog leaves it out otherwise). */
export const reservationSection: SendTypeSection<'reservation'> = {
  available: true,
  Section: OnceFields as SendTypeSection<'reservation'>['Section'],
  initial: () => ({ type: 'reservation', at: '' }),
};
