import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPUTATION_BOUNCE_RATE, REPUTATION_COMPLAINT_RATE, REPUTATION_MIN_DELIVERIES } from '../constants';
import { reputationDetail, reputationPause } from './reputation';

describe('reputationPause', () => {
  it('pauses exactly at 0.3% complaints and 5% hard bounces of 1,000 deliveries', () => {
    expect(reputationPause({ delivered: 1000, complained: 3, bounced: 0 })).toBe('complaint_rate');
    expect(reputationPause({ delivered: 1000, complained: 2, bounced: 49 })).toBeUndefined();
    expect(reputationPause({ delivered: 1000, complained: 0, bounced: 50 })).toBe('bounce_rate');
    expect(reputationPause({ delivered: 1001, complained: 3, bounced: 50 })).toBeUndefined();
  });

  it('waits for 1,000 deliveries, however bad the rates', () => {
    expect(reputationPause({ delivered: 999, complained: 999, bounced: 999 })).toBeUndefined();
    expect(reputationPause({ delivered: 0, complained: 5, bounced: 5 })).toBeUndefined();
  });

  it('names complaints when both limits are reached', () => {
    expect(reputationPause({ delivered: 2000, complained: 6, bounced: 100 })).toBe('complaint_rate');
  });

  it('keeps the rate and its limit for the person who must decide', () => {
    expect(reputationDetail('complaint_rate', { delivered: 1000, complained: 4, bounced: 1 })).toEqual({
      rate: 0.004,
      limit: 0.003,
      delivered: 1000,
      complained: 4,
      bounced: 1,
    });
  });

  const delivered = fc.integer({ min: REPUTATION_MIN_DELIVERIES, max: 50_000_000 });

  it('pauses for complaints if and only if complaints / deliveries ≥ 0.3% (property)', () => {
    fc.assert(
      fc.property(delivered, fc.nat({ max: 1_000_000 }), (d, complained) => {
        // Exact rational comparison: complained / d ≥ 3 / 1000.
        const expected = complained * 1000 >= 3 * d;
        expect(reputationPause({ delivered: d, complained, bounced: 0 }) === 'complaint_rate').toBe(expected);
      }),
    );
  });

  it('pauses for bounces if and only if hard bounces / deliveries ≥ 5% and complaints are under theirs (property)', () => {
    fc.assert(
      fc.property(delivered, fc.nat({ max: 5_000_000 }), (d, bounced) => {
        const expected = bounced * 100 >= 5 * d;
        expect(reputationPause({ delivered: d, complained: 0, bounced }) === 'bounce_rate').toBe(expected);
      }),
    );
  });

  it('the smallest counts at the limits pause, one fewer does not (property)', () => {
    fc.assert(
      fc.property(delivered, (d) => {
        const complaints = Math.ceil((d * 3) / 1000);
        const bounces = Math.ceil((d * 5) / 100);
        expect(reputationPause({ delivered: d, complained: complaints, bounced: 0 })).toBe('complaint_rate');
        expect(reputationPause({ delivered: d, complained: complaints - 1, bounced: 0 })).toBeUndefined();
        expect(reputationPause({ delivered: d, complained: 0, bounced: bounces })).toBe('bounce_rate');
        expect(reputationPause({ delivered: d, complained: 0, bounced: bounces - 1 })).toBeUndefined();
      }),
    );
  });

  it('never pauses below the minimum deliveries (property)', () => {
    fc.assert(
      fc.property(fc.nat({ max: REPUTATION_MIN_DELIVERIES - 1 }), fc.nat(), fc.nat(), (d, complained, bounced) => {
        expect(reputationPause({ delivered: d, complained, bounced })).toBeUndefined();
      }),
    );
  });

  it('uses the constants the spec names', () => {
    expect([REPUTATION_MIN_DELIVERIES, REPUTATION_COMPLAINT_RATE, REPUTATION_BOUNCE_RATE]).toEqual([1000, 0.003, 0.05]);
  });
});
