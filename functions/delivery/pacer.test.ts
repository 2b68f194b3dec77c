import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tokensAt } from './pacer';

describe('the send rate token bucket', () => {
  it('starts full and refills at the rate, never past one second of it', () => {
    expect(tokensAt(undefined, 0, 14)).toBe(14);
    expect(tokensAt({ tokens: 0, at: 1000 }, 1500, 14)).toBe(7);
    expect(tokensAt({ tokens: 3, at: 0 }, 60_000, 14)).toBe(14);
  });

  it('over any run of takes, hands out no more than the rate allows (one second of burst plus the rate times the time)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.array(fc.record({ gapMs: fc.integer({ min: 0, max: 2000 }), want: fc.integer({ min: 1, max: 50 }) }), {
          minLength: 1,
          maxLength: 200,
        }),
        (rate, takes) => {
          let bucket: { tokens: number; at: number } | undefined;
          let now = 0;
          let handedOut = 0;
          for (const { gapMs, want } of takes) {
            now += gapMs;
            const available = tokensAt(bucket, now, rate);
            const take = Math.min(want, Math.floor(available));
            handedOut += take;
            bucket = { tokens: available - take, at: now };
          }
          expect(handedOut).toBeLessThanOrEqual(rate + (now / 1000) * rate + 1e-9);
        },
      ),
    );
  });
});
