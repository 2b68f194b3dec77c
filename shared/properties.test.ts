import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPropertyValue, listRulesError, PROPERTY_LIMITS, type PropertyDef } from './properties';

const ctx = { allowOtherGsmPrefixes: false, now: () => '2026-11-22T10:00:00.000Z' };
const def = (type: PropertyDef['type'], extra: Partial<PropertyDef> = {}): PropertyDef => ({
  id: 'p',
  type,
  name: 'p',
  useName: false,
  displayName: 'P',
  placeholderName: 'p',
  personalProperty: false,
  kind: 'custom',
  ...extra,
});

describe('property values', () => {
  it('clears on empty input of any type', () => {
    for (const type of ['string', 'int', 'list', 'multilist', 'spec_agr', 'email', 'gsm', 'date'] as const) {
      for (const empty of [null, undefined, '', '  ', []])
        expect(checkPropertyValue(def(type, { values: ['a'] }), empty, ctx)).toEqual({ ok: true, value: null });
    }
  });

  it('limits strings to maxChar after trimming', () => {
    expect(checkPropertyValue(def('string', { maxChar: 3 }), ' abc ', ctx)).toEqual({ ok: true, value: 'abc' });
    expect(checkPropertyValue(def('string', { maxChar: 3 }), 'abcd', ctx)).toEqual({
      ok: false,
      code: 'PROPERTY_VALUE_TOO_LONG',
      params: { max: 3 },
    });
    expect(checkPropertyValue(def('string', { maxChar: 3 }), 12, ctx)).toEqual({ ok: true, value: '12' });
  });

  it('holds text values to the single-line text rules of the API’s text fields', () => {
    const text = def('string', { maxChar: 50 });
    expect(checkPropertyValue(text, 'Jan\u0000', ctx)).toEqual({ ok: false, code: 'VALIDATION_FORBIDDEN_CHARACTERS' });
    expect(checkPropertyValue(text, 'Jan\u202Ekot', ctx)).toEqual({ ok: false, code: 'VALIDATION_FORBIDDEN_CHARACTERS' });
    expect(checkPropertyValue(text, 'Jan\r\nBcc: x@example.com', ctx)).toEqual({ ok: false, code: 'VALIDATION_LINE_BREAK' });
    expect(checkPropertyValue(text, '\u200B\u200D', ctx)).toEqual({ ok: false, code: 'VALIDATION_NO_VISIBLE_CHARACTERS' });
    expect(checkPropertyValue(text, 'Zoë 👩\u200D👩\u200D👧', ctx)).toEqual({ ok: true, value: 'Zoë 👩\u200D👩\u200D👧' });
  });

  it('keeps ints within the signed or unsigned range and the property’s own bounds', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer({ min: -5_000_000_000, max: 5_000_000_000 }), (signed, n) => {
        const limits = signed ? PROPERTY_LIMITS.signed : PROPERTY_LIMITS.unsigned;
        const result = checkPropertyValue(def('int', { signed }), String(n), ctx);
        const inside = n >= limits.min && n <= limits.max;
        expect(result.ok).toBe(inside);
        if (result.ok) expect(result.value).toBe(n);
      }),
    );
    expect(checkPropertyValue(def('int', { minNum: 1, maxNum: 10 }), '11', ctx)).toMatchObject({
      code: 'PROPERTY_VALUE_OUT_OF_RANGE',
      params: { min: 1, max: 10 },
    });
    expect(checkPropertyValue(def('int'), '1.5', ctx)).toMatchObject({ code: 'PROPERTY_VALUE_INVALID' });
    expect(checkPropertyValue(def('int'), '1 000', ctx)).toEqual({ ok: true, value: 1000 });
  });

  it('matches list values ignoring case and spaces, answering the defined spelling', () => {
    const list = def('list', { values: ['Kraków', 'Gdańsk'] });
    expect(checkPropertyValue(list, ' kraków ', ctx)).toEqual({ ok: true, value: 'Kraków' });
    expect(checkPropertyValue(list, 'Warszawa', ctx)).toMatchObject({ code: 'PROPERTY_VALUE_NOT_IN_LIST' });
    const multi = def('multilist', { values: ['a', 'b', 'c'] });
    expect(checkPropertyValue(multi, 'a|C,a', ctx)).toEqual({ ok: true, value: ['a', 'c'] });
    expect(checkPropertyValue(multi, ['b', 'x'], ctx)).toMatchObject({ code: 'PROPERTY_VALUE_NOT_IN_LIST' });
  });

  it('dates consents: yes means now, a date keeps its date, no clears', () => {
    const consent = def('spec_agr');
    expect(checkPropertyValue(consent, 'TAK', ctx)).toEqual({ ok: true, value: ctx.now() });
    expect(checkPropertyValue(consent, true, ctx)).toEqual({ ok: true, value: ctx.now() });
    expect(checkPropertyValue(consent, 'nie', ctx)).toEqual({ ok: true, value: null });
    expect(checkPropertyValue(consent, '2025-05-01', ctx)).toEqual({ ok: true, value: '2025-05-01T00:00:00.000Z' });
    expect(checkPropertyValue(consent, '2025-02-30', ctx)).toMatchObject({ code: 'PROPERTY_VALUE_INVALID' });
    expect(checkPropertyValue(consent, 'maybe', ctx)).toMatchObject({ code: 'PROPERTY_VALUE_INVALID' });
  });

  it('normalises e-mails, GSM numbers and dates with their own codes', () => {
    expect(checkPropertyValue(def('email'), ' A@B.PL ', ctx)).toEqual({ ok: true, value: 'a@b.pl' });
    expect(checkPropertyValue(def('email'), 'a@', ctx)).toMatchObject({ code: 'SUBSCRIBER_INVALID_EMAIL' });
    expect(checkPropertyValue(def('gsm'), '0048 601 234 567', ctx)).toEqual({ ok: true, value: '48601234567' });
    expect(checkPropertyValue(def('gsm'), '+44 7911 123456', ctx)).toMatchObject({ code: 'GSM_PREFIX_48_ONLY' });
    expect(checkPropertyValue(def('gsm'), '+44 7911 123456', { ...ctx, allowOtherGsmPrefixes: true })).toEqual({
      ok: true,
      value: '447911123456',
    });
    expect(checkPropertyValue(def('gsm'), '12', ctx)).toMatchObject({ code: 'SUBSCRIBER_INVALID_GSM' });
    expect(checkPropertyValue(def('date'), '2024-02-29', ctx)).toEqual({ ok: true, value: '2024-02-29' });
    expect(checkPropertyValue(def('date'), '2023-02-29', ctx)).toMatchObject({ code: 'SUBSCRIBER_INVALID_DATE' });
    expect(checkPropertyValue(def('date'), '29.02.2024', ctx)).toMatchObject({ code: 'SUBSCRIBER_INVALID_DATE' });
    // A date without a year is an anniversary (a birthday exported as MM/DD): 29 February exists.
    expect(checkPropertyValue(def('date'), '--02-29', ctx)).toEqual({ ok: true, value: '--02-29' });
    expect(checkPropertyValue(def('date'), ' --12-31 ', ctx)).toEqual({ ok: true, value: '--12-31' });
    expect(checkPropertyValue(def('date'), '--02-30', ctx)).toMatchObject({ code: 'SUBSCRIBER_INVALID_DATE' });
    expect(checkPropertyValue(def('date'), '--13-01', ctx)).toMatchObject({ code: 'SUBSCRIBER_INVALID_DATE' });
  });
});

describe('list definitions', () => {
  it('needs at least one value, each ≤ 255, all ≤ 1020, no duplicates', () => {
    expect(listRulesError([])).toBe('PROPERTY_LIST_EMPTY');
    expect(listRulesError(['  '])).toBe('PROPERTY_LIST_EMPTY');
    expect(listRulesError(['x'.repeat(255)])).toBeNull();
    expect(listRulesError(['x'.repeat(256)])).toBe('PROPERTY_LIST_VALUE_TOO_LONG');
    expect(listRulesError(['x'.repeat(255), 'y'.repeat(255), 'z'.repeat(255), 'w'.repeat(255)])).toBeNull();
    expect(listRulesError(['x'.repeat(255), 'y'.repeat(255), 'z'.repeat(255), 'w'.repeat(256 - 1), 'v'])).toBe('PROPERTY_LIST_TOO_LONG');
    expect(listRulesError(['a', ' A '])).toBe('PROPERTY_LIST_DUPLICATE');
  });
});
