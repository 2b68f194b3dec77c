import { describe, expect, it } from 'vitest';
import { WEBHOOK_ATTEMPT_OUTCOMES, WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT } from '@shared/schemas/webhooks';
import { createI18n } from '@web/i18n';
import { EVENT_GROUPS, eventGroups, eventLabel, statusView, testNotice } from './webhook-view';

describe('webhook events by channel', () => {
  it('puts every event in exactly one group, in the catalogue order', () => {
    const groups = eventGroups();
    expect(groups.map((g) => g.group)).toEqual([...EVENT_GROUPS]);
    expect(groups.flatMap((g) => g.events)).toEqual([...WEBHOOK_EVENTS]);
    expect(groups[1]).toEqual({ group: 'sms', events: ['sms.delivered', 'sms.clicked'] });
  });

  it('labels known types in pl and en, and shows an unknown one as it is', () => {
    const pl = createI18n('pl');
    const en = createI18n('en-US');
    for (const i18n of [pl, en]) for (const type of WEBHOOK_EVENTS) expect(i18n.exists(`webhooks.events.${type}`), type).toBe(true);
    expect(eventLabel(pl.t, 'email.opened')).toBe('Otwarcie e-maila');
    expect(eventLabel(en.t, WEBHOOK_TEST_EVENT)).toBe('Test event');
    expect(eventLabel(pl.t, 'email.forwarded')).toBe('email.forwarded');
  });

  it('names every group, status and outcome in both languages', () => {
    for (const language of ['pl', 'en-US'] as const) {
      const i18n = createI18n(language);
      for (const group of EVENT_GROUPS) expect(i18n.exists(`webhooks.groups.${group}`), group).toBe(true);
      for (const key of ['active', 'disabled', 'disabledFailures']) expect(i18n.exists(`webhooks.status.${key}`), key).toBe(true);
      for (const outcome of WEBHOOK_ATTEMPT_OUTCOMES) expect(i18n.exists(`webhooks.attempts.outcome.${outcome}`), outcome).toBe(true);
    }
  });
});

describe('a webhook status', () => {
  it('is active, switched off by a person, or switched off after failures with the date', () => {
    expect(statusView({ active: true })).toEqual({ type: 'success', key: 'active' });
    expect(statusView({ active: false })).toEqual({ type: 'stopped', key: 'disabled' });
    expect(statusView({ active: false, disabledReason: 'failures', disabledAt: '2026-11-28T10:00:00.000Z' })).toEqual({
      type: 'error',
      key: 'disabledFailures',
      at: '2026-11-28T10:00:00.000Z',
    });
  });
});

describe('the test event notice', () => {
  it('says delivered with the status and latency, or failed with the status or the error', () => {
    expect(testNotice({ outcome: 'delivered', status: 204, latencyMs: 31 })).toEqual({
      type: 'success',
      key: 'webhooks.notices.testDelivered',
      params: { status: 204, ms: 31 },
    });
    expect(testNotice({ outcome: 'failed', status: 500, latencyMs: 12 }).params).toEqual({ detail: 'HTTP 500' });
    expect(testNotice({ outcome: 'failed', latencyMs: 10_000, error: 'timeout' })).toEqual({
      type: 'error',
      key: 'webhooks.notices.testFailed',
      params: { detail: 'timeout' },
    });
    expect(testNotice({ outcome: 'refused', latencyMs: 0, error: 'address not allowed' }).key).toBe('webhooks.notices.testRefused');
  });
});
