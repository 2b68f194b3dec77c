import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SmsSendBody } from '../schemas/sms';
import { isValidSenderId, passesPrefixRule, smsParts } from './sms';

describe('smsParts', () => {
  it('fits 160 GSM-7 characters in one part and 153 in each part of a longer text', () => {
    expect(smsParts('a'.repeat(160))).toMatchObject({ parts: 1, encoding: 'GSM-7', characters: 160, nonGsm: [] });
    expect(smsParts('a'.repeat(161)).parts).toBe(2);
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
  });

  it('switches the whole text to UCS-2 for one Polish letter, and names it', () => {
    expect(smsParts(`${'a'.repeat(69)}ą`)).toMatchObject({ parts: 1, encoding: 'UCS-2', nonGsm: ['ą'] });
    expect(smsParts(`${'a'.repeat(70)}ą`).parts).toBe(2);
    expect(smsParts('Zażółć gęślą jaźń').nonGsm.sort()).toEqual(['ó', 'ą', 'ć', 'ę', 'ł', 'ń', 'ś', 'ź', 'ż'].sort());
  });

  it('counts the GSM extension characters (€, [, ]) twice', () => {
    expect(smsParts('€'.repeat(80))).toMatchObject({ parts: 1, encoding: 'GSM-7' });
    expect(smsParts('€'.repeat(81)).parts).toBe(2);
  });

  it('has no parts for no text', () => {
    expect(smsParts('').parts).toBe(0);
  });

  it('never has fewer parts for a longer text of the same alphabet', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 400 }), fc.string({ minLength: 1, maxLength: 50 }), (text, more) => {
        const a = smsParts(text);
        const b = smsParts(text + more);
        if (a.encoding === b.encoding) expect(b.parts).toBeGreaterThanOrEqual(a.parts);
        expect(a.parts).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('sender IDs', () => {
  it('takes 3 to 11 letters and digits with at least one letter', () => {
    for (const ok of ['Sklep', 'Goniec2026', 'ABC', 'A1234567890']) expect(isValidSenderId(ok)).toBe(true);
    for (const bad of ['AB', 'Sklep Online', 'SklepInternetowy', '123456', 'Sklep!', 'Łódź', '']) expect(isValidSenderId(bad)).toBe(false);
  });
});

describe('the +48-only option', () => {
  it('lets through Polish numbers only when it is on', () => {
    expect(passesPrefixRule('48601234567', true)).toBe(true);
    expect(passesPrefixRule('4915123456789', true)).toBe(false);
    expect(passesPrefixRule('4915123456789', false)).toBe(true);
  });
});

describe('SmsSendBody', () => {
  const body = { name: 'Wyprzedaż', sender: 'Sklep', content: 'Tylko dziś' };
  const codes = (input: unknown) => (SmsSendBody.safeParse(input).error?.issues ?? []).map((i) => `${i.path.join('.')}:${i.message}`);

  it('accepts a sending and defaults to every prefix', () => {
    expect(SmsSendBody.parse(body)).toEqual({ ...body, onlyPrefix48: false });
  });

  it('refuses a sender that is not an ID, blank content and more than ten parts, with catalogue codes', () => {
    expect(codes({ ...body, sender: 'Sklep Online' })).toEqual(['sender:SMS_INVALID_SENDER']);
    expect(codes({ ...body, content: '   ' })).toEqual(['content:VALIDATION_REQUIRED']);
    expect(codes({ ...body, content: 'a'.repeat(153 * 10) })).toEqual([]);
    expect(codes({ ...body, content: 'a'.repeat(153 * 10 + 1) })).toEqual(['content:SMS_INVALID_PARAMS']);
    expect(codes({ ...body, content: 'ą'.repeat(67 * 10 + 1) })).toEqual(['content:SMS_INVALID_PARAMS']);
  });
});
