import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidKrs, isValidNip, isValidPostalCode, isValidRegon } from './company';

/** Builds a valid identifier from random leading digits by appending the right check digit. */
function withCheck(body: string, weights: number[], tenIsZero: boolean): string | undefined {
  const check = weights.reduce((s, w, i) => s + w * Number(body[i]), 0) % 11;
  if (check === 10) return tenIsZero ? `${body}0` : undefined;
  return `${body}${check}`;
}
const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

describe('NIP', () => {
  it('accepts known valid numbers with or without separators and a PL prefix', () => {
    for (const nip of ['5260250274', '526-025-02-74', '526 02 50 274', 'PL5260250274', '7740001454'])
      expect(isValidNip(nip), nip).toBe(true);
  });
  it('accepts every number with the right check digit and rejects every other last digit', () => {
    fc.assert(
      fc.property(digits(9), (body) => {
        const valid = withCheck(body, [6, 5, 7, 2, 3, 4, 5, 6, 7], false);
        if (!valid) return;
        expect(isValidNip(valid)).toBe(true);
        for (let d = 0; d <= 9; d++) if (String(d) !== valid[9]) expect(isValidNip(body + d)).toBe(false);
      }),
    );
  });
  it('rejects wrong lengths and letters', () => {
    for (const nip of ['', '526025027', '52602502744', '52602502a4']) expect(isValidNip(nip), nip).toBe(false);
  });
});

describe('REGON', () => {
  it('accepts 9- and 14-digit numbers with their check digits', () => {
    fc.assert(
      fc.property(digits(8), digits(4), (body, local) => {
        const short = withCheck(body, [8, 9, 2, 3, 4, 5, 6, 7], true)!;
        expect(isValidRegon(short)).toBe(true);
        const long = withCheck(short + local, [2, 4, 8, 5, 0, 9, 7, 3, 6, 1, 2, 4, 8], true)!;
        expect(isValidRegon(long)).toBe(true);
        const wrong = long.slice(0, 13) + ((Number(long[13]) + 1) % 10);
        expect(isValidRegon(wrong)).toBe(false);
      }),
    );
  });
  it('rejects other lengths', () => {
    expect(isValidRegon('12345678')).toBe(false);
    expect(isValidRegon('1234567890')).toBe(false);
  });
});

describe('KRS and postal code', () => {
  it('KRS is ten digits', () => {
    expect(isValidKrs('0000123456')).toBe(true);
    expect(isValidKrs('123456')).toBe(false);
    expect(isValidKrs('0000000000')).toBe(false);
  });
  it('postal code is NN-NNN', () => {
    expect(isValidPostalCode('00-950')).toBe(true);
    for (const code of ['00950', '0-950', '00-95', 'ab-cde']) expect(isValidPostalCode(code), code).toBe(false);
  });
});

describe('share capital', () => {
  it('reads amounts as Polish and English writers type them', async () => {
    const { normalizeAmount } = await import('./company');
    const cases: [string, string | undefined][] = [
      ['5000', '5000.00'],
      ['5 000,00', '5000.00'],
      ['5\u00a0000,5', '5000.50'],
      ['1.234.567,89', '1234567.89'],
      ['1234567.89', '1234567.89'],
      ['1.23', '1.23'],
      ['0', '0.00'],
      ['007', '7.00'],
      ['', undefined],
      ['12,345', undefined],
      ['-5', undefined],
      ['5 zł', undefined],
      ['1e6', undefined],
      ['1'.repeat(16), undefined],
    ];
    for (const [input, expected] of cases) expect(normalizeAmount(input), input).toBe(expected);
  });
});
