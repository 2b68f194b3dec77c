import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutraliseCell, restoreCell } from './csv-cells';

const DANGEROUS = ['=', '+', '-', '@', '\t', '\r'];

describe('CSV cells a spreadsheet would execute', () => {
  it('prefixes formulas and their hidden variants with an apostrophe', () => {
    expect(neutraliseCell('=HYPERLINK("http://evil.example","klik")')).toBe(`'=HYPERLINK("http://evil.example","klik")`);
    expect(neutraliseCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(neutraliseCell('+1+cmd|x')).toBe("'+1+cmd|x");
    expect(neutraliseCell('-2+3')).toBe("'-2+3");
    expect(neutraliseCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(neutraliseCell('\t=1')).toBe("'\t=1");
    expect(neutraliseCell('\r=1')).toBe("'\r=1");
  });

  it('leaves numbers, E.164 phone numbers and ordinary text as they are', () => {
    for (const cell of [
      '',
      '12',
      '-12',
      '+3.5',
      '-0,75',
      '+48601234567',
      '+4915112345678',
      'Kowalski',
      'jan@firma.pl',
      'a=b',
      "O'Neil",
      '5-10',
    ]) {
      expect(neutraliseCell(cell)).toBe(cell);
    }
  });

  it('escapes again a value that already looks escaped, so reading takes back exactly what writing added', () => {
    expect(neutraliseCell("'=1")).toBe("''=1");
    expect(restoreCell("''=1")).toBe("'=1");
    expect(restoreCell("'=1")).toBe('=1');
    expect(restoreCell("'+48601234567")).toBe('+48601234567');
  });

  it('takes the text marker off a number another tool wrote, and keeps other apostrophes', () => {
    expect(restoreCell("'-5")).toBe('-5');
    expect(restoreCell("'Smith")).toBe("'Smith");
    expect(restoreCell("'")).toBe("'");
  });

  it('never writes a cell that starts a formula, unless it is a plain number', () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        const out = neutraliseCell(cell);
        if (out.length > 0 && DANGEROUS.includes(out[0]!)) expect(out).toMatch(/^[+-]?(?:\d+(?:[.,]\d+)?|[.,]\d+)$/);
      }),
    );
  });

  it('reads back every value exactly as it was written', () => {
    const risky = fc.array(fc.constantFrom("'", ...DANGEROUS, '1', 'a', '.', ' '), { maxLength: 8 }).map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), risky), (cell) => {
        expect(restoreCell(neutraliseCell(cell))).toBe(cell);
      }),
      { numRuns: 2000 },
    );
  });
});
