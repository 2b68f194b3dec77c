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

  it('splits any text into as many parts as its characters need: 160 or 153 each in GSM-7, 70 or 67 in UCS-2', () => {
    // Plain and extension GSM characters (the latter count twice) and Polish letters, which force UCS-2.
    const char = fc.constantFrom('a', 'Z', '7', ' ', '!', '€', '[', 'ą', 'ż', 'Ł');
    fc.assert(
      fc.property(fc.array(char, { minLength: 1, maxLength: 700 }), (chars) => {
        const text = chars.join('');
        const counted = smsParts(text);
        const ucs2 = chars.some((c) => 'ążŁ'.includes(c));
        expect(counted.encoding).toBe(ucs2 ? 'UCS-2' : 'GSM-7');
        // GSM-7 units: the extension characters take two; UCS-2 units: one a character.
        const units = ucs2 ? chars.length : chars.reduce((n, c) => n + ('€['.includes(c) ? 2 : 1), 0);
        const [single, split] = ucs2 ? [70, 67] : [160, 153];
        if (units <= single) expect(counted.parts).toBe(1);
        // A two-unit character is never cut between parts, so a split text may need one part more than the plain division.
        else {
          expect(counted.parts).toBeGreaterThanOrEqual(Math.ceil(units / split));
          expect(counted.parts).toBeLessThanOrEqual(Math.ceil(units / (split - 1)));
        }
        if (units > single && ucs2) expect(counted.parts).toBe(Math.ceil(units / split));
      }),
      { numRuns: 300 },
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
    expect(codes({ ...body, content: 'ą'.repeat(67 * 10) })).toEqual([]);
    expect(codes({ ...body, content: 'ą'.repeat(67 * 10 + 1) })).toEqual(['content:SMS_INVALID_PARAMS']);
  });
});
