import type { SendTypeSection } from './types';

/** CONTRACT placeholder: the cyclic helper's send types (not offered until built). */
export const cyclicSection: SendTypeSection<'cyclic'> = {
  available: false,
  Section: () => null,
  initial: () => ({ type: 'cyclic' }) as never,
};
export const hourlySection: SendTypeSection<'hourly'> = {
  available: false,
  Section: () => null,
  initial: () => ({ type: 'hourly' }) as never,
};
export const optimisationSection: SendTypeSection<'optimisation'> = {
  available: false,
  Section: () => null,
  initial: () => ({ type: 'optimisation' }) as never,
};
