import { describe, expect, it } from 'vitest';
import { SaveGeneralSettingsBody } from '../schemas/accounts';
import { toFieldErrors } from '../validation';
import { DEFAULT_TIME_ZONE, isTimeZone, timeZoneChoices, utcOffset } from './time-zone';

const fieldErrors = (input: unknown) => {
  const result = SaveGeneralSettingsBody.safeParse(input);
  return result.success ? [] : toFieldErrors(result.error.issues, input);
};

describe('the account time zone', () => {
  it('accepts IANA names Intl knows, UTC and aliases spelt as Intl spells them', () => {
    const zones = [
      'Europe/Warsaw',
      'Pacific/Kiritimati',
      'America/Adak',
      'America/Port-au-Prince',
      'Europe/Isle_of_Man',
      'UTC',
      'Etc/GMT+5',
      // Both names of a zone, whichever the engine holds canonical.
      'America/Argentina/Buenos_Aires',
      'America/Buenos_Aires',
      'Asia/Kolkata',
      'Asia/Calcutta',
      'Europe/Kyiv',
      'Europe/Kiev',
    ];
    for (const zone of zones) {
      expect(isTimeZone(zone), zone).toBe(true);
      expect(fieldErrors({ timeZone: zone }), zone).toEqual([]);
    }
  });

  it('refuses unknown names, other spellings, offsets and abbreviations', () => {
    for (const zone of [
      'Mars/Olympus_Mons',
      'Europe/Warszawa',
      'europe/warsaw',
      'EUROPE/WARSAW',
      'Europe/warsaw',
      '+01:00',
      'UTC+1',
      'EST',
      'utc',
      ' Europe/Warsaw',
      'Europe/Warsaw/',
    ]) {
      expect(isTimeZone(zone), zone).toBe(false);
      expect(fieldErrors({ timeZone: zone }), zone).toEqual([{ path: 'timeZone', code: 'VALIDATION_INVALID_TIME_ZONE' }]);
    }
  });

  it('says which field is missing or unknown', () => {
    expect(fieldErrors({})).toEqual([{ path: 'timeZone', code: 'VALIDATION_REQUIRED' }]);
    expect(fieldErrors({ timeZone: '' })).toEqual([{ path: 'timeZone', code: 'VALIDATION_REQUIRED' }]);
    expect(fieldErrors({ timeZone: `Europe/${'X'.repeat(70)}` })).toEqual([
      { path: 'timeZone', code: 'VALIDATION_TOO_LONG', params: { max: 64 } },
    ]);
    expect(fieldErrors({ timeZone: 42 })).toEqual([{ path: 'timeZone', code: 'VALIDATION_INVALID_TYPE', params: { expected: 'string' } }]);
    expect(fieldErrors({ timeZone: 'UTC', other: 1 })).toEqual([{ path: 'other', code: 'VALIDATION_UNKNOWN_FIELD' }]);
  });

  it('names the offset at a moment, with daylight saving', () => {
    expect(utcOffset('Europe/Warsaw', new Date('2026-01-15T12:00:00Z'))).toBe('+01:00');
    expect(utcOffset('Europe/Warsaw', new Date('2026-07-15T12:00:00Z'))).toBe('+02:00');
    expect(utcOffset('Pacific/Kiritimati', new Date('2026-03-10T10:30:00Z'))).toBe('+14:00');
    expect(utcOffset('America/Adak', new Date('2026-03-10T10:30:00Z'))).toBe('-09:00');
    expect(utcOffset('Asia/Kolkata')).toBe('+05:30');
    expect(utcOffset('UTC')).toBe('+00:00');
  });

  it('offers every choice as a valid zone, the default among them', () => {
    const choices = timeZoneChoices();
    expect(choices).toContain(DEFAULT_TIME_ZONE);
    expect(choices).toContain('UTC');
    expect(choices.filter((zone) => !isTimeZone(zone))).toEqual([]);
  });
});
