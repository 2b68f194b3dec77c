import type { SendTypeSection } from './types';

/** CONTRACT placeholder: the abx helper's send types (not offered until built). */
export const abxSection: SendTypeSection<'abx'> = { available: false, Section: () => null, initial: () => ({ type: 'abx' }) as never };
