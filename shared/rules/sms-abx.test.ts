import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { smsAbxProblems } from './sms-abx';

const BASE = { content: 'Promocja', sender: 'Sklep' };
const codes = (variants: Parameters<typeof smsAbxProblems>[1]) =>
  smsAbxProblems(BASE, variants).map((p) => `${p.path.join('.')}:${p.message}`);

describe('the rules of an SMS A/B test (spec section 5)', () => {
  it('take 2 to 5 variants with texts of their own and shares of 1% or more that leave something or nothing', () => {
    expect(
      codes([
        { key: 'A', share: 50 },
        { key: 'B', share: 50, content: 'Inna' },
      ]),
    ).toEqual([]);
    expect(
      codes([
        { key: 'A', share: 1 },
        { key: 'B', share: 1, sender: 'Outlet' },
      ]),
    ).toEqual([]);
  });

  it('refuse a split of 0 on the variant that has it', () => {
    expect(
      codes([
        { key: 'A', share: 10 },
        { key: 'B', share: 0, content: 'Inna' },
      ]),
    ).toEqual(['abx.variants.1.share:SMS_ABX_SPLIT_ZERO']);
  });

  it('refuse fewer different messages than variants: a variant the same as another, or a single one', () => {
    expect(
      codes([
        { key: 'A', share: 10 },
        { key: 'B', share: 10, content: 'Promocja', sender: 'Sklep' },
      ]),
    ).toEqual(['abx.variants:SMS_ABX_TEST_COUNT_TOO_LOW']);
    expect(codes([{ key: 'A', share: 10 }])).toEqual(['abx.variants:SMS_ABX_TEST_COUNT_TOO_LOW']);
    expect(
      codes([
        { key: 'A', share: 10, content: 'X' },
        { key: 'A', share: 10, content: 'Y' },
      ]),
    ).toEqual(['abx.variants:SMS_ABX_TEST_COUNT_TOO_LOW']);
  });

  it('refuse shares over 100% exactly when their sum is over 100', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100 }), { minLength: 2, maxLength: 5 }), (shares) => {
        const variants = shares.map((share, i) => ({ key: 'ABCDE'[i]!, share, content: `Tekst ${i}` }));
        const over = smsAbxProblems(BASE, variants).some((p) => p.message === 'SMS_ABX_SHARES_INVALID');
        expect(over).toBe(shares.reduce((a, b) => a + b, 0) > 100);
        expect(smsAbxProblems(BASE, variants).filter((p) => p.message !== 'SMS_ABX_SHARES_INVALID')).toEqual([]);
      }),
    );
  });
});
