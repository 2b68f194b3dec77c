import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hourEnd, hourOf, hoursToSend } from './hourly';

describe('hourly portions', () => {
  it('takes the fewest hours whose portions hold the audience', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1_000_000 }), (recipients, perHour) => {
        const hours = hoursToSend(recipients, perHour);
        expect(hours * perHour).toBeGreaterThanOrEqual(recipients);
        expect((hours - 1) * perHour).toBeLessThan(recipients);
      }),
    );
    expect(hoursToSend(0, 10)).toBe(0);
    expect(hoursToSend(25, 10)).toBe(3);
  });

  it('puts every moment in the hour that ends after it and starts at or before it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 1, max: 7_200_000 }),
        fc.integer({ min: 0, max: 2 ** 36 }),
        (start, hourMs, elapsed) => {
          const hour = hourOf(start, hourMs, start + elapsed);
          expect(hourEnd(start, hourMs, hour)).toBeGreaterThan(start + elapsed);
          expect(hourEnd(start, hourMs, hour - 1)).toBeLessThanOrEqual(start + elapsed);
        },
      ),
    );
    expect(hourOf(1000, 100, 900)).toBe(0);
  });
});
