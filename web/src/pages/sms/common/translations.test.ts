import { describe, expect, it } from 'vitest';
import { SMS_MESSAGE_STATUSES, SMS_NOT_SENT_REASONS, SMS_STATES } from '@shared/schemas/sms';
import { createI18n } from '@web/i18n';
import { OUTCOME_KEYS, smsStateKey } from './sms-state';

const each = (prefix: string, ids: readonly string[]) => ids.map((id) => `${prefix}.${id}`);

/** Keys the SMS pages build at run time, which the literal-key sweep in i18n.test.ts cannot see. */
const built = [
  ...SMS_STATES.map(smsStateKey),
  ...each('sms.messageStatus', SMS_MESSAGE_STATUSES),
  ...each('sms.stats', OUTCOME_KEYS),
  ...each('sms.reason', SMS_NOT_SENT_REASONS),
];

describe('SMS translations', () => {
  it.each(['pl', 'en-US'] as const)('name every sending state, message status, outcome and not-sent reason in %s', (lng) => {
    const i18n = createI18n(lng);
    expect(built.filter((key) => !i18n.exists(key))).toEqual([]);
  });

  it('say the counter as the spec’s example does', () => {
    const i18n = createI18n('pl');
    expect(i18n.t('sms.counter.nonGsm', { chars: 'ą, ł', perPart: 70 })).toBe(
      'Znaki spoza alfabetu GSM: ą, ł — wiadomość jest kodowana w UCS-2 (70 znaków na część)',
    );
    expect(i18n.t('sms.messageStatus.not_sent_prefix')).toBe('Niewysłany z powodu prefiksu');
    expect(createI18n('en-US').t('nav.smsHistory')).toBe('SMS history');
  });
});
