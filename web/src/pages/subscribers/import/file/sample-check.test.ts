import { describe, expect, it } from 'vitest';
import { asPhrase, reasonColumn, sampleLevel } from './sample-check';

describe('the sample check before the start', () => {
  it('warns when most rows would be rejected, informs when some would, and is quiet otherwise', () => {
    expect(sampleLevel({ sampled: 40, rejected: 38, reasons: [], mostRejected: true })).toBe('warning');
    expect(sampleLevel({ sampled: 40, rejected: 3, reasons: [], mostRejected: false })).toBe('info');
    expect(sampleLevel({ sampled: 40, rejected: 0, reasons: [], mostRejected: false })).toBe('success');
  });

  it('names the column by its header, by its number without one, and none for a row-level reason', () => {
    const numbered = (n: number) => `Kolumna ${n}`;
    expect(reasonColumn({ column: 1 }, ['Email Address', 'Birthday'], numbered)).toBe('Birthday');
    expect(reasonColumn({ column: 1 }, [], numbered)).toBe('Kolumna 2');
    expect(reasonColumn({ column: 1 }, ['E-mail', '  '], numbered)).toBe('Kolumna 2');
    expect(reasonColumn({}, ['E-mail'], numbered)).toBeNull();
  });

  it('puts a catalogue message inside a sentence without its period, keeping capitals of abbreviations', () => {
    expect(asPhrase('Nieprawidłowa data.')).toBe('nieprawidłowa data');
    expect(asPhrase('Invalid date.')).toBe('invalid date');
    expect(asPhrase('GSM number is invalid.')).toBe('GSM number is invalid');
  });
});
