import { describe, expect, it } from 'vitest';
import { SMS_TEST_NUMBERS_MAX } from '@shared/rules/sms';
import { addTestNumbers, normalizeTestNumber, testBlocker } from './test-numbers';

describe('test numbers', () => {
  it('keep the spec’s format: digits with the country code', () => {
    expect(normalizeTestNumber('48123123123')).toBe('48123123123');
    expect(['+48 601 234 567', '0048601234567', '601-234-567', ' 48601234567 '].map(normalizeTestNumber)).toEqual(
      Array(4).fill('48601234567'),
    );
    expect(normalizeTestNumber('4915112345678')).toBe('4915112345678');
    expect(normalizeTestNumber('+49 151 12345678')).toBe('4915112345678');
  });

  it('refuse what is not a phone number', () => {
    expect(['', '   ', 'abc', '12', '4860123456', '48 601 234 56', '+'].map(normalizeTestNumber)).toEqual(Array(7).fill(null));
  });

  it('are added one at a time, normalised and never twice', () => {
    expect(addTestNumbers([], '48601234567')).toEqual({ numbers: ['48601234567'], rest: '' });
    expect(addTestNumbers(['48601234567'], '+48 601 234 567')).toEqual({ numbers: ['48601234567'], rest: '', problem: 'duplicate' });
    expect(addTestNumbers([], 'abc')).toEqual({ numbers: [], rest: 'abc', problem: 'invalid' });
  });

  it('may be pasted several at once, leaving the bad ones to correct', () => {
    expect(addTestNumbers([], '48601234567, 48 602 345 678;nope\n48601234567')).toEqual({
      numbers: ['48601234567', '48602345678'],
      rest: 'nope',
      problem: 'invalid',
    });
  });

  it(`stop at ${SMS_TEST_NUMBERS_MAX}`, () => {
    const full = Array.from({ length: SMS_TEST_NUMBERS_MAX }, (_, i) => `4860123456${i}`);
    expect(addTestNumbers(full, '48509876543')).toEqual({ numbers: full, rest: '48509876543', problem: 'limit' });
    const nine = full.slice(0, -1);
    expect(addTestNumbers(nine, '48509876543, 48509876544')).toMatchObject({
      numbers: [...nine, '48509876543'],
      rest: '48509876544',
      problem: 'limit',
    });
  });

  it('say what keeps the test from going', () => {
    const ok = { sender: 'Sklep24', level: 'single' as const, numbers: ['48601234567'] };
    expect(testBlocker(ok)).toBeNull();
    expect(testBlocker({ ...ok, sender: 'ab' })).toBe('sender');
    expect(testBlocker({ ...ok, sender: '12345' })).toBe('sender');
    expect(testBlocker({ ...ok, level: 'empty' })).toBe('content');
    expect(testBlocker({ ...ok, level: 'tooLong' })).toBe('tooLong');
    expect(testBlocker({ ...ok, numbers: [] })).toBe('numbers');
    // A test group's numbers are enough.
    expect(testBlocker({ ...ok, numbers: [], testGroupId: 'G1' })).toBeNull();
  });
});
