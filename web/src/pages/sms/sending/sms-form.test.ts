import { describe, expect, it } from 'vitest';
import { SmsSendBody } from '@shared/schemas/sms';
import { toFieldErrors } from '@shared/validation';
import { CODE_FIELDS, EMPTY_DRAFT, senderTypingProblem } from './sms-form';

const problems = (draft: object) => {
  const result = SmsSendBody.safeParse(draft);
  return result.success ? [] : toFieldErrors(result.error.issues, draft).map((e) => `${e.path}:${e.code}`);
};

describe('the SMS sending form', () => {
  it('is parsed by the API’s own schema, all subscribers when no segment is chosen', () => {
    expect(SmsSendBody.parse({ ...EMPTY_DRAFT, name: 'Promocja', sender: 'Sklep24', content: 'Rabat 10%' })).toEqual({
      name: 'Promocja',
      sender: 'Sklep24',
      content: 'Rabat 10%',
      segmentId: null,
      onlyPrefix48: false,
    });
  });

  it('says the catalogue’s code for a bad sender and too long a text', () => {
    expect(problems({ ...EMPTY_DRAFT, name: 'Promocja', sender: '12345', content: 'x' })).toEqual(['sender:SMS_INVALID_SENDER']);
    expect(problems({ ...EMPTY_DRAFT, name: 'Promocja', sender: 'Sklep', content: 'ą'.repeat(671) })).toEqual([
      'content:SMS_INVALID_PARAMS',
    ]);
  });

  it('puts audience refusals on the audience', () => {
    expect([
      CODE_FIELDS.SMS_INVALID_SENDER,
      CODE_FIELDS.SMS_NO_RECIPIENTS,
      CODE_FIELDS.SEGMENT_AUDIENCE_EXPIRED,
      CODE_FIELDS.SEGMENT_NOT_CONFIGURED,
    ]).toEqual(['sender', 'segmentId', 'segmentId', 'segmentId']);
  });

  it('flags a sender only once it cannot become valid by typing on', () => {
    expect(['', 'Sk', '123', 'Sklep24', ' Sklep24 '].map(senderTypingProblem)).toEqual([false, false, false, false, false]);
    expect(['Sklep 24', 'Sklep-24', 'Sklepówka', 'ABCDEFGHIJKL'].map(senderTypingProblem)).toEqual([true, true, true, true]);
  });
});
