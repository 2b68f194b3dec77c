import { describe, expect, it } from 'vitest';
import { timeZoneOptions } from './time-zone-options';

describe('time zone options', () => {
  it('label each zone with its offset at the moment, winter or summer', () => {
    const winter = timeZoneOptions('Europe/Warsaw', new Date('2026-01-15T12:00:00Z'));
    const summer = timeZoneOptions('Europe/Warsaw', new Date('2026-07-15T12:00:00Z'));
    expect(winter.find((o) => o.value === 'Europe/Warsaw')?.label).toBe('Europe/Warsaw (UTC+01:00)');
    expect(summer.find((o) => o.value === 'Europe/Warsaw')?.label).toBe('Europe/Warsaw (UTC+02:00)');
    expect(winter.find((o) => o.value === 'America/Adak')?.label).toBe('America/Adak (UTC-10:00)');
    expect(winter.find((o) => o.value === 'Pacific/Kiritimati')?.label).toBe('Pacific/Kiritimati (UTC+14:00)');
    expect(winter.find((o) => o.value === 'UTC')?.label).toBe('UTC (UTC+00:00)');
  });

  it('offer the saved zone even when the engine lists it under another name, once and sorted', () => {
    const options = timeZoneOptions('Asia/Calcutta').map((o) => o.value);
    expect(options).toContain('Asia/Calcutta');
    expect(new Set(options).size).toBe(options.length);
    expect(options).toEqual([...options].sort());
  });
});
