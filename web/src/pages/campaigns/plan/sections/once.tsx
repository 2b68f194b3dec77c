import { useTranslation } from 'react-i18next';
import { StartFields } from '../fields/StartFields';
import type { SectionProps, SendTypeSection } from './types';

type OnceLike = SectionProps<'once'>['value'] | SectionProps<'reservation'>['value'];
type Props = Omit<SectionProps<'once'>, 'value' | 'onChange'> & { value: OnceLike; onChange(value: OnceLike): void };

/** Once asks now or at a time; a reservation is always at a time. */
function OnceFields({ value, onChange, errors, timeZone }: Props) {
  const { t } = useTranslation();
  return (
    <StartFields
      value={value}
      onChange={onChange}
      errors={errors}
      timeZone={timeZone}
      whenLabel={value.type === 'once' ? t('campaignPlan.once.when') : undefined}
    />
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
