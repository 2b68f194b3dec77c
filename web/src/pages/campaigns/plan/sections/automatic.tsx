import type { SendTypeSection } from './types';

/** CONTRACT placeholder: the automatic helper's send types (not offered until built). */
export const automaticSection: SendTypeSection<'automatic'> = {
  available: false,
  Section: () => null,
  initial: () => ({ type: 'automatic' }) as never,
};
export const welcomeSection: SendTypeSection<'welcome'> = {
  available: false,
  Section: () => null,
  initial: () => ({ type: 'welcome' }) as never,
};
export const followupSection: SendTypeSection<'followup'> = {
  available: false,
  Section: () => null,
  initial: () => ({ type: 'followup' }) as never,
};
