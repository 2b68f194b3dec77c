import { describe, expect, it } from 'vitest';
import { MANUAL_IMPORT_MAX_LINES } from '@shared/schemas/imports';
import { countAddresses, tooManyAddresses } from './manual-lines';

describe('manual import lines', () => {
  it('count non-blank lines only', () => {
    expect(countAddresses('')).toBe(0);
    expect(countAddresses('a@x.pl;Ala\r\n\n  \n601234567\n')).toBe(2);
  });

  it('send the user to file import past the limit', () => {
    expect(tooManyAddresses(MANUAL_IMPORT_MAX_LINES)).toBe(false);
    expect(tooManyAddresses(MANUAL_IMPORT_MAX_LINES + 1)).toBe(true);
  });
});
