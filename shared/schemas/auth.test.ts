import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { checkPassword, PASSWORD_SPECIALS } from './auth';

describe('checkPassword', () => {
  it('gives each broken rule its own catalogue code', () => {
    expect(checkPassword('Ab1.xyz')).toEqual({ code: 'PASSWORD_TOO_SHORT', params: { min: 8 } });
    expect(checkPassword('Ab1.xyzvwq', { minLength: 12, forbiddenPhrases: [] })).toEqual({
      code: 'PASSWORD_TOO_SHORT',
      params: { min: 12 },
    });
    expect(checkPassword(`Ab1.${'x'.repeat(130)}`)?.code).toBe('PASSWORD_TOO_LONG');
    expect(checkPassword('Abcdef1.ż')?.code).toBe('PASSWORD_BAD_CHARACTERS');
    expect(checkPassword('Abcdef1 .')?.code).toBe('PASSWORD_BAD_CHARACTERS');
    expect(checkPassword('abcdefg1.')?.code).toBe('PASSWORD_WEAK');
    expect(checkPassword('ABCDEFG1.')?.code).toBe('PASSWORD_WEAK');
    expect(checkPassword('Abcdefgh.')?.code).toBe('PASSWORD_WEAK');
    expect(checkPassword('Abcdefgh1')?.code).toBe('PASSWORD_WEAK');
    expect(checkPassword('Qwerty.Zaq1')).toEqual({ code: 'PASSWORD_BAD_PHRASE', params: { phrase: 'qwerty' } });
    expect(checkPassword('Xx.1234abcd')?.code).toBe('PASSWORD_BAD_PHRASE');
    expect(checkPassword('Acme.Corp-99', { minLength: 8, forbiddenPhrases: ['ACME'] })).toEqual({
      code: 'PASSWORD_BAD_PHRASE',
      params: { phrase: 'ACME' },
    });
    expect(checkPassword('Kampania.2026!')).toBeNull();
  });

  it('accepts every password built from the allowed classes at the minimum length', () => {
    const lower = fc.constantFrom(...'abcdefghjkmnpr');
    const upper = fc.constantFrom(...'ABCDEFGHJKMNPR');
    const digit = fc.constantFrom(...'0256789');
    const special = fc.constantFrom(...PASSWORD_SPECIALS);
    fc.assert(
      fc.property(
        upper,
        lower,
        digit,
        special,
        fc.array(fc.oneof(lower, upper, digit, special), { minLength: 4, maxLength: 40 }),
        (u, l, d, s, rest) => {
          const password = [u, l, d, s, ...rest].join('');
          // Random draws can spell a forbidden phrase; those are rightly rejected.
          const result = checkPassword(password);
          expect(result === null || result.code === 'PASSWORD_BAD_PHRASE').toBe(true);
        },
      ),
    );
  });
});
