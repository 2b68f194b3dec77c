import { describe, expect, it } from 'vitest';
import { charsPerPart, contentCounter, nonGsmList, visibleCharacter } from './sms-counter';

describe('the SMS content counter', () => {
  it('counts nothing for an empty text', () => {
    expect(contentCounter('')).toMatchObject({ parts: 0, characters: 0, level: 'empty', encoding: 'GSM-7', nonGsm: [] });
  });

  it('keeps plain Latin text in one GSM-7 part up to 160 characters', () => {
    expect(contentCounter('a'.repeat(160))).toMatchObject({ parts: 1, characters: 160, encoding: 'GSM-7', level: 'single', perPart: 160 });
    expect(contentCounter('a'.repeat(161))).toMatchObject({ parts: 2, encoding: 'GSM-7', level: 'long', perPart: 153 });
  });

  it('names the Polish letters that switch the text to UCS-2 (70 characters a part)', () => {
    const counted = contentCounter('Zażółć gęślą jaźń');
    expect(counted.encoding).toBe('UCS-2');
    expect(counted.perPart).toBe(70);
    expect(counted.nonGsm).toEqual(expect.arrayContaining(['ż', 'ó', 'ł', 'ć', 'ę', 'ś', 'ą', 'ź', 'ń']));
    expect(contentCounter(`ą${'a'.repeat(70)}`)).toMatchObject({ parts: 2, perPart: 67, level: 'long' });
  });

  it('refuses more parts than may be sent', () => {
    expect(contentCounter('a'.repeat(153 * 10)).level).toBe('long');
    expect(contentCounter('a'.repeat(153 * 10 + 1))).toMatchObject({ parts: 11, level: 'tooLong' });
    expect(contentCounter('ą'.repeat(67 * 10 + 1)).level).toBe('tooLong');
  });

  it('gives each encoding its part size', () => {
    expect([charsPerPart('GSM-7', 1), charsPerPart('GSM-7', 3), charsPerPart('UCS-2', 1), charsPerPart('UCS-2', 2)]).toEqual([
      160, 153, 70, 67,
    ]);
  });

  it('shows invisible characters by their code point', () => {
    expect(visibleCharacter('ą')).toBe('ą');
    expect(visibleCharacter('„')).toBe('„');
    expect(visibleCharacter('\u00a0')).toBe('U+00A0');
    expect(visibleCharacter('\u200b')).toBe('U+200B');
    expect(nonGsmList(['ą', 'ł', '\t'])).toBe('ą, ł, U+0009');
  });
});
