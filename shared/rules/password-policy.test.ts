import { describe, expect, it } from 'vitest';
import { checkPassword } from '../schemas/auth';
import { checkPhrase, companyPhrases, effectivePolicy, isPasswordExpired, passwordExpiresAt } from './password-policy';

describe('password policy', () => {
  it('turns the company name into forbidden words and its compact form', () => {
    expect(companyPhrases('Acme Sp. z o.o.')).toEqual(['Acme']);
    expect(companyPhrases('Kwiaciarnia Róża')).toEqual(['Kwiaciarnia', 'Róża', 'KwiaciarniaRóża']);
    expect(companyPhrases('AB')).toEqual([]);
  });

  it('forbids the company name, the account UID and the own list, on top of the defaults', () => {
    const policy = effectivePolicy({ minLength: 12, forbiddenPhrases: ['sezon'] }, { id: '01JACCOUNT', name: 'Kwiaciarnia Róża' });
    expect(policy.minLength).toBe(12);
    expect(checkPassword('Ab1.Kwiaciarnia!', policy)).toMatchObject({ code: 'PASSWORD_BAD_PHRASE', params: { phrase: 'Kwiaciarnia' } });
    expect(checkPassword('Ab1.01jaccount!', policy)).toMatchObject({ code: 'PASSWORD_BAD_PHRASE', params: { phrase: '01JACCOUNT' } });
    expect(checkPassword('Letni.SEZON.2026', policy)).toMatchObject({ code: 'PASSWORD_BAD_PHRASE', params: { phrase: 'sezon' } });
    expect(checkPassword('Ab1.xx1234yy!!', policy)).toMatchObject({ code: 'PASSWORD_BAD_PHRASE', params: { phrase: '1234' } });
    expect(checkPassword('Ab1.short', policy)).toMatchObject({ code: 'PASSWORD_TOO_SHORT', params: { min: 12 } });
    expect(checkPassword('Bezpieczne.Zdanie9', policy)).toBeNull();
  });

  it('checks each own phrase: at least 3 and at most 64 characters, trimmed', () => {
    expect(checkPhrase(' ab ')).toBe('PASSWORD_PHRASE_TOO_SHORT');
    expect(checkPhrase(' abc ')).toBeNull();
    expect(checkPhrase('x'.repeat(65))).toBe('PASSWORD_PHRASE_TOO_LONG');
  });

  it('expires a password after the forced-change period, never when it is off', () => {
    const changed = '2026-01-01T00:00:00.000Z';
    expect(passwordExpiresAt(changed, 0)).toBeNull();
    expect(passwordExpiresAt(changed, 90)?.toISOString()).toBe('2026-04-01T00:00:00.000Z');
    expect(isPasswordExpired(changed, 90, new Date('2026-03-31T23:59:59Z'))).toBe(false);
    expect(isPasswordExpired(changed, 90, new Date('2026-04-01T00:00:00Z'))).toBe(true);
    expect(isPasswordExpired(changed, 0, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });
});
