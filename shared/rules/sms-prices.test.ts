import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../constants';
import { MICROS, OTHER_PREFIX, SMS_PART_PRICES, partPriceMicros, smsCost, smsPrefixOf } from './sms-prices';

describe('SMS prices', () => {
  it('names the longest prefix of the table a number starts with, or other', () => {
    expect(smsPrefixOf('48600100200')).toBe('48');
    expect(smsPrefixOf('420601123456')).toBe('420');
    expect(smsPrefixOf('421901123456')).toBe('421');
    expect(smsPrefixOf('12025550123')).toBe('1');
    expect(smsPrefixOf('33612345678')).toBe(OTHER_PREFIX);
  });

  it('prices a text as its parts times the part price of its prefix, in millionths of the currency', () => {
    expect(smsCost('48600100200', 1, 'PLN')).toEqual({ prefix: '48', costMicros: 160_000 });
    expect(smsCost('48600100200', 3, 'PLN').costMicros).toBe(480_000);
    expect(smsCost('49151123456', 2, 'EUR')).toEqual({ prefix: '49', costMicros: 196_000 });
    expect(smsCost('33612345678', 1, 'PLN')).toEqual({ prefix: OTHER_PREFIX, costMicros: 500_000 });
    expect(smsCost('48600100200', 0, 'USD').costMicros).toBe(0);
  });

  it('has Poland first, no prefix twice, and a positive price in every currency', () => {
    expect(SMS_PART_PRICES[0]!.prefix).toBe('48');
    expect(new Set(SMS_PART_PRICES.map((p) => p.prefix)).size).toBe(SMS_PART_PRICES.length);
    for (const { prefix } of [...SMS_PART_PRICES, { prefix: OTHER_PREFIX }])
      for (const currency of CURRENCIES) expect(partPriceMicros(prefix, currency)).toBeGreaterThan(0);
    expect(partPriceMicros('48', 'PLN') / MICROS).toBe(0.16);
  });
});
