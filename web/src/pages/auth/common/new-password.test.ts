import { describe, expect, it } from 'vitest';
import { newPasswordErrors } from './new-password';

describe('new password rules', () => {
  it('reports the first broken policy rule with its params', () => {
    expect(newPasswordErrors({ password: 'Ab1!', passwordRepeat: '' })).toEqual([
      { path: 'password', code: 'PASSWORD_TOO_SHORT', params: { min: 8 } },
    ]);
    expect(newPasswordErrors({ password: 'abcdefgh', passwordRepeat: '' })[0]?.code).toBe('PASSWORD_WEAK');
    expect(newPasswordErrors({ password: 'Qwerty12!x', passwordRepeat: 'Qwerty12!x' })).toEqual([
      { path: 'password', code: 'PASSWORD_BAD_PHRASE', params: { phrase: 'qwerty' } },
    ]);
  });
  it('asks for a matching repeat, and accepts a good pair', () => {
    expect(newPasswordErrors({ password: 'Zielony7!kot', passwordRepeat: 'Zielony7!ko' })).toEqual([
      { path: 'passwordRepeat', code: 'PASSWORD_DIFFERENT' },
    ]);
    expect(newPasswordErrors({ password: 'Zielony7!kot', passwordRepeat: 'Zielony7!kot' })).toEqual([]);
  });
});
