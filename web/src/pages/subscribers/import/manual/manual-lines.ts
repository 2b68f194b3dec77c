import { MANUAL_IMPORT_MAX_LINES } from '@shared/schemas/imports';

/**
 * The manual import's textarea: one address a line (an e-mail, or a GSM number), optionally
 * ";name". Blank lines do not count (the API skips them too, keeping line numbers the user's).
 */
export const countAddresses = (text: string): number => text.split(/\r?\n/).filter((line) => line.trim() !== '').length;

/** Spec section 5: past the limit the user is told to use file import. */
export const tooManyAddresses = (count: number): boolean => count > MANUAL_IMPORT_MAX_LINES;
