import { describe, expect, it } from 'vitest';
import { EMPTY_STATS } from '@shared/schemas/mailing';
import { rates } from './stats';

describe('report rates', () => {
  it('computes open rate, CTR and progress from delivered messages', () => {
    const r = rates({ ...EMPTY_STATS, recipients: 10, sent: 8, delivered: 8, opened: 4, clicked: 2 });
    expect(r).toEqual({ openRate: 0.5, clickRate: 0.25, progress: 80 });
  });
  it('falls back to sent before delivery events arrive, and to null with nothing sent', () => {
    expect(rates({ ...EMPTY_STATS, recipients: 4, sent: 4, opened: 1 }).openRate).toBe(0.25);
    expect(rates(EMPTY_STATS)).toEqual({ openRate: null, clickRate: null, progress: 0 });
  });
});
