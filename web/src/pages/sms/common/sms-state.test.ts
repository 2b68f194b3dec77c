import { describe, expect, it } from 'vitest';
import { EMPTY_SMS_STATS } from '@shared/schemas/sms';
import { isJobActive, jobPercent } from '@web/common/job-progress/job-view';
import { isSending, outcomeSlices, smsView } from './sms-state';

describe('an SMS sending’s state', () => {
  it('is worth reading again only while it sends', () => {
    expect([isSending({ state: 'sending' }), isSending({ state: 'sent' }), isSending({ state: 'failed' })]).toEqual([true, false, false]);
  });

  it('shows as a job measured by settled recipients', () => {
    const recipients = (n: number) => ({ ...EMPTY_SMS_STATS, recipients: n });
    expect(jobPercent(smsView({ state: 'sending', processed: 0, stats: EMPTY_SMS_STATS }))).toBe(0);
    expect(smsView({ state: 'sending', processed: 1, stats: recipients(3) })).toEqual({
      phase: 'running',
      done: 1,
      total: 3,
      failure: undefined,
    });
    expect(jobPercent(smsView({ state: 'sending', processed: 5, stats: recipients(4) }))).toBe(100);
    expect(smsView({ state: 'paused', processed: 1, stats: recipients(3) }).phase).toBe('paused');
    expect(smsView({ state: 'sent', processed: 3, stats: recipients(3) }).phase).toBe('finished');
    expect(smsView({ state: 'failed', processed: 1, stats: recipients(3), lastError: 'SMS_PROVIDER_ERROR' })).toMatchObject({
      phase: 'failed',
      failure: { code: 'SMS_PROVIDER_ERROR' },
    });
  });

  it('does not follow a sending awaiting acceptance as one going out, and ends a rejected one', () => {
    const awaiting = smsView({ state: 'awaiting', processed: 0, stats: EMPTY_SMS_STATS });
    expect([awaiting.phase, isJobActive(awaiting), isSending({ state: 'awaiting' })]).toEqual(['paused', false, false]);
    const rejected = smsView({ state: 'rejected', processed: 0, stats: EMPTY_SMS_STATS });
    expect([rejected.phase, isJobActive(rejected)]).toEqual(['stopped', false]);
  });

  it('charts only the outcomes that happened', () => {
    expect(outcomeSlices({ recipients: 10, sent: 7, notSent: 0, notSentPrefix: 3 })).toEqual([
      { key: 'sent', value: 7 },
      { key: 'notSentPrefix', value: 3 },
    ]);
    expect(outcomeSlices(EMPTY_SMS_STATS)).toEqual([]);
  });
});
