import { describe, expect, it } from 'vitest';
import { EMPTY_SMS_STATS } from '@shared/schemas/sms';
import { isSending, outcomeSlices, smsProgress } from './sms-state';

describe('an SMS sending’s state', () => {
  it('is worth reading again only while it sends', () => {
    expect([isSending({ state: 'sending' }), isSending({ state: 'sent' }), isSending({ state: 'failed' })]).toEqual([true, false, false]);
  });

  it('measures progress by settled recipients', () => {
    expect(smsProgress({ processed: 0, stats: EMPTY_SMS_STATS })).toBe(0);
    expect(smsProgress({ processed: 1, stats: { ...EMPTY_SMS_STATS, recipients: 3 } })).toBe(33);
    expect(smsProgress({ processed: 5, stats: { ...EMPTY_SMS_STATS, recipients: 4 } })).toBe(100);
  });

  it('charts only the outcomes that happened', () => {
    expect(outcomeSlices({ recipients: 10, sent: 7, notSent: 0, notSentPrefix: 3 })).toEqual([
      { key: 'sent', value: 7 },
      { key: 'notSentPrefix', value: 3 },
    ]);
    expect(outcomeSlices(EMPTY_SMS_STATS)).toEqual([]);
  });
});
