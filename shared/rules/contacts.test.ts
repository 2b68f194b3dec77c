import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidDate } from './calendar-dates';
import { emailDomain, formatGsm, normalizeEmail, normalizeGsm } from './contacts';

/** Nine digits of a Polish number (national numbers never start with 0). */
const polishNumber = fc
  .tuple(fc.integer({ min: 1, max: 9 }), fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }))
  .map(([first, rest]) => `${first}${rest.join('')}`);

/** The ways people write one number: grouped by spaces or dashes, with +48, 0048 or 48 in front, in parentheses, padded. */
const written = (digits: string) =>
  fc
    .tuple(
      fc.constantFrom('', '+48', '+48 ', '0048', '0048 ', '48', '(+48) '),
      fc.constantFrom(
        digits,
        `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`,
        `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`,
        `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5, 7)} ${digits.slice(7)}`,
      ),
      fc.constantFrom('', ' ', '  '),
    )
    .map(([prefix, body, pad]) => `${pad}${prefix}${body}${pad}`);

/** Numbers of other countries, valid in libphonenumber's metadata, in E.164. */
const FOREIGN = ['+442079460958', '+4915112345678', '+33612345678', '+420601123456', '+12025550143', '+380501234567', '+37061234567'];

describe('normalizeGsm', () => {
  it('turns any Polish nine-digit number, however written, into 48 and its digits', () => {
    fc.assert(
      fc.property(
        polishNumber.chain((digits) => fc.tuple(fc.constant(digits), written(digits))),
        ([digits, text]) => {
          expect(normalizeGsm(text, false)).toEqual({ gsm: `48${digits}` });
          expect(normalizeGsm(text, true)).toEqual({ gsm: `48${digits}` });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('is idempotent: a normalised number, as stored or with its plus, normalises to itself', () => {
    fc.assert(
      fc.property(fc.oneof(polishNumber.chain(written), fc.constantFrom(...FOREIGN)), fc.boolean(), (text, allowOther) => {
        const first = normalizeGsm(text, allowOther);
        if (!('gsm' in first)) return;
        expect(normalizeGsm(`+${first.gsm}`, allowOther)).toEqual(first);
        // Polish numbers are read back from their stored digits too (48 is taken as the country code).
        if (first.gsm.startsWith('48')) expect(normalizeGsm(first.gsm, allowOther)).toEqual(first);
      }),
      { numRuns: 500 },
    );
  });

  it('lets other countries in only when the account allows them, as digits without the plus', () => {
    for (const e164 of FOREIGN) {
      expect(normalizeGsm(e164, false), e164).toEqual({ problem: 'GSM_PREFIX_48_ONLY' });
      expect(normalizeGsm(`00${e164.slice(1)}`, true), e164).toEqual({ gsm: e164.slice(1) });
    }
  });

  it('refuses what is no number at all, and Polish numbers of any length but nine digits', () => {
    // libphonenumber's small metadata checks only lengths, and Poland's include 6 to 8 digits (service numbers): no GSM number is that short.
    for (const text of ['601 234 56', '6012345', '601234', '+48 601 234 56', '0048601234']) {
      expect(normalizeGsm(text, true), text).toEqual({ problem: 'SUBSCRIBER_INVALID_GSM' });
    }
    for (const text of ['', '12', '6012345678901234', 'abc601234567', '601234567 wew. 12', '+48 601 234 567 8', '+999 601234567']) {
      expect(normalizeGsm(text, true), text).toEqual({ problem: 'SUBSCRIBER_INVALID_GSM' });
    }
    fc.assert(
      fc.property(
        fc.string({ maxLength: 30 }).filter((s) => /[a-z]/i.test(s)),
        (text) => {
          expect(normalizeGsm(text, true)).toEqual({ problem: 'SUBSCRIBER_INVALID_GSM' });
        },
      ),
    );
  });
});

describe('formatGsm', () => {
  it('writes a stored number with its plus, which normalises back to the same number, a foreign one too', () => {
    fc.assert(
      fc.property(fc.oneof(polishNumber.chain(written), fc.constantFrom(...FOREIGN)), (text) => {
        const stored = normalizeGsm(text, true);
        // Every generated number is a valid one: a refusal here is itself a failure.
        if (!('gsm' in stored)) throw new Error(`${text} did not normalise: ${stored.problem}`);
        expect(formatGsm(stored.gsm)).toBe(`+${stored.gsm}`);
        expect(normalizeGsm(formatGsm(stored.gsm), true)).toEqual(stored);
      }),
      { numRuns: 300 },
    );
    // Without the plus a foreign number would not read back as itself.
    const german = FOREIGN.map((e164) => e164.slice(1)).find((digits) => !digits.startsWith('48'))!;
    expect(normalizeGsm(german, true)).not.toEqual({ gsm: german });
    expect(formatGsm('')).toBe('');
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases an address, and is idempotent', () => {
    expect(normalizeEmail('  Jan.Kowalski+news@Example.COM ')).toBe('jan.kowalski+news@example.com');
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom('', ' ', '\t'), fc.boolean(), (address, pad, upper) => {
        const email = normalizeEmail(`${pad}${upper ? address.toUpperCase() : address}${pad}`);
        if (email === undefined) return;
        expect(email).toBe(address.toLowerCase());
        expect(normalizeEmail(email)).toBe(email);
      }),
      { numRuns: 300 },
    );
  });

  it('answers either nothing or the trimmed, lower-cased input, never something else', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const email = normalizeEmail(text);
        if (email !== undefined) expect(email).toBe(text.trim().toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it('refuses what is not an address and addresses longer than 255 characters', () => {
    for (const text of [
      '',
      ' ',
      'jan',
      'jan@',
      '@example.pl',
      'jan@@example.pl',
      'jan kowalski@example.pl',
      'jan@example',
      'jan@exa mple.pl',
    ]) {
      expect(normalizeEmail(text), text).toBeUndefined();
    }
    const local = 'a'.repeat(60);
    const long = `${local}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(20)}.pl`;
    expect(long.length).toBeGreaterThan(255);
    expect(normalizeEmail(long)).toBeUndefined();
    // The same shape within the limit passes: the length is what refused it.
    expect(normalizeEmail(long.replace('e'.repeat(20) + '.', ''))).toBeDefined();
    expect(emailDomain('jan@sklep.example.pl')).toBe('sklep.example.pl');
  });
});

describe('isValidDate', () => {
  it('accepts exactly the calendar dates written YYYY-MM-DD (checked against Date)', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0');
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
        (year, month, day) => {
          const text = `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
          const d = new Date(0);
          d.setUTCFullYear(year, month - 1, day);
          const real =
            year >= 100 &&
            month >= 1 &&
            month <= 12 &&
            day >= 1 &&
            d.getUTCFullYear() === year &&
            d.getUTCMonth() === month - 1 &&
            d.getUTCDate() === day;
          expect(isValidDate(text)).toBe(real);
        },
      ),
      { numRuns: 2000 },
    );
    for (const text of ['2024-2-29', '2024/02/29', '29.02.2024', '2024-02-29T10:00', ' 2024-02-29', '2024-0a-01', ''])
      expect(isValidDate(text), text).toBe(false);
    expect(['2024-02-29', '2000-02-29', '1900-02-28'].every(isValidDate)).toBe(true);
    expect(['2023-02-29', '1900-02-29', '2026-04-31'].some(isValidDate)).toBe(false);
  });
});
