import { describe, expect, it } from 'vitest';
import type { MailingState } from '@shared/constants';
import { EMPTY_STATS, type MailingStats } from '@shared/schemas/mailing';
import { mailingView, rates } from './stats';

describe('report rates', () => {
  it('computes open rate and CTR from delivered messages', () => {
    const r = rates({ ...EMPTY_STATS, recipients: 10, sent: 8, delivered: 8, opened: 4, clicked: 2 });
    expect(r).toEqual({ openRate: 0.5, clickRate: 0.25 });
  });
  it('falls back to sent before delivery events arrive, and to null with nothing sent', () => {
    expect(rates({ ...EMPTY_STATS, recipients: 4, sent: 4, opened: 1 }).openRate).toBe(0.25);
    expect(rates(EMPTY_STATS)).toEqual({ openRate: null, clickRate: null });
  });
});

describe('a mailing’s sending as a job', () => {
  const stats = { recipients: 6, sent: 3 } as MailingStats;
  it('counts sent of recipients, queued before it goes out, paused until resumed, failed with its code', () => {
    expect(mailingView({ state: 'sending', stats })).toEqual({ phase: 'running', done: 3, total: 6, failure: undefined });
    expect(
      ['working', 'ready', 'planned', 'paused', 'sent'].map((state) => mailingView({ state: state as MailingState, stats }).phase),
    ).toEqual(['queued', 'queued', 'queued', 'paused', 'finished']);
    expect(mailingView({ state: 'failed', stats, failure: { code: 'MAILING_SEND_FAILED' } }).failure).toEqual({
      code: 'MAILING_SEND_FAILED',
    });
  });
});
