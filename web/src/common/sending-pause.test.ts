import { describe, expect, it } from 'vitest';
import { createI18n } from '@web/i18n';
import { pauseLabel, percent } from './sending-pause';

describe('the pause label', () => {
  it('names the reason and the rates in both languages', () => {
    const pl = createI18n('pl');
    const en = createI18n('en-US');
    const complaint = pauseLabel('email', { reason: 'complaint_rate', at: '2026-11-26T10:00:00Z', detail: { rate: 0.004, limit: 0.003 } });
    expect(pl.t(complaint.key, complaint.values)).toBe('Wstrzymana: odsetek skarg 0.4% (limit 0.3%)');
    expect(en.t(complaint.key, complaint.values)).toBe('Paused: complaint rate 0.4% (limit 0.3%)');
    const quota = pauseLabel('email', { reason: 'daily_quota', at: '2026-11-26T10:00:00Z', resumeAt: '2026-11-27T00:00:00Z' });
    expect(pl.t(quota.key, quota.values)).toBe('Wstrzymana: dzienny limit wysyłki SES');
    expect(en.t(quota.key, quota.values)).toBe('Paused: daily SES sending quota');
    const bounce = pauseLabel('sms', { reason: 'bounce_rate', at: '2026-11-26T10:00:00Z', detail: { rate: 0.0625, limit: 0.05 } });
    expect(en.t(bounce.key, bounce.values)).toBe('Paused: bounce rate 6.3% (limit 5%)');
    expect(pauseLabel('sms', { reason: 'daily_quota', at: 'x' }).key).toBe('sendingPause.daily_quota_sms');
  });

  it('shows a rate it does not know as a question mark', () => {
    expect(percent(undefined)).toBe('?');
    expect(percent(0.05)).toBe('5');
  });
});
