import { describe, expect, it } from 'vitest';
import { SaveSecurityPolicyBody } from '@shared/schemas/security';
import { toFieldErrors } from '@shared/validation';
import { joinLines, lineErrors, splitLines } from './policy-lines';

describe('one entry a line', () => {
  it('skips blank lines and remembers where each entry was', () => {
    expect(splitLines(' acme \n\n  \nqwerty2\r\nzz')).toEqual({ list: ['acme', 'qwerty2', 'zz'], lineOf: [1, 4, 5] });
    expect(splitLines('')).toEqual({ list: [], lineOf: [] });
    expect(joinLines(['10.0.0.0/8', '192.168.1.1'])).toBe('10.0.0.0/8\n192.168.1.1');
  });

  it('puts the schema errors (the same the API answers) on their lines', () => {
    const phrases = splitLines('acme\n\nab\nok-phrase');
    const ips = splitLines('10.0.0.1\nnot-an-ip\n\n10.0.0.1');
    const body = { minLength: 12, forceChangeDays: 0, forbiddenPhrases: phrases.list, ipAllowList: ips.list };
    const result = SaveSecurityPolicyBody.safeParse(body);
    expect(result.success).toBe(false);
    const errors = toFieldErrors(result.error!.issues, body);
    expect(lineErrors(errors, 'forbiddenPhrases', phrases.lineOf)).toEqual([
      { line: 3, error: { path: 'forbiddenPhrases.1', code: 'PASSWORD_PHRASE_TOO_SHORT' } },
    ]);
    expect(lineErrors(errors, 'ipAllowList', ips.lineOf).map((e) => [e.line, e.error.code])).toEqual([
      [2, 'IP_FORBIDDEN_CHARACTERS'],
      [4, 'IP_EXISTS'],
    ]);
  });

  it('keeps a whole-list error (self-lockout) without a line, and ignores other fields', () => {
    const errors = [
      { path: 'ipAllowList', code: 'IP_SELF_LOCKOUT' as const, params: { ip: '203.0.113.9' } },
      { path: 'forbiddenPhrases.0', code: 'PASSWORD_PHRASE_TOO_LONG' as const },
    ];
    expect(lineErrors(errors, 'ipAllowList', [1])).toEqual([{ line: null, error: errors[0] }]);
  });
});
