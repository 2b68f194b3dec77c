import type { SendTypeSection } from './types';

/** CONTRACT placeholder: the once helper's send types (not offered until built). */
export const onceSection: SendTypeSection<'once'> = { available: false, Section: () => null, initial: () => ({ type: 'once' }) as never };
export const reservationSection: SendTypeSection<'reservation'> = {
  available: false,
  Section: () => null,
  initial: () => ({ type: 'reservation' }) as never,
};
