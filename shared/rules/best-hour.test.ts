import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assignedHour, bestHour, optimisationSlots, OPTIMISATION_SLOTS, slotOrder } from './best-hour';

const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });
const hour = fc.integer({ min: 0, max: 23 });
const histogram = fc.array(fc.nat({ max: 50 }), { minLength: OPTIMISATION_SLOTS, maxLength: OPTIMISATION_SLOTS });

describe('optimisation slots', () => {
  it('give every UTC hour one moment, within 24 h of the start, the start itself for its own hour', () => {
    fc.assert(
      fc.property(instant, (start) => {
        const slots = optimisationSlots(start);
        expect(slots).toHaveLength(24);
        slots.forEach((slot, h) => {
          expect(slot.getUTCHours()).toBe(h);
          expect(slot.getTime()).toBeGreaterThanOrEqual(start.getTime());
          expect(slot.getTime() - start.getTime()).toBeLessThan(24 * 3_600_000);
        });
        expect(slots[start.getUTCHours()]!.getTime()).toBe(start.getTime());
      }),
    );
  });

  it('come in the order slotOrder names', () => {
    fc.assert(
      fc.property(instant, hour, hour, (start, a, b) => {
        const slots = optimisationSlots(start);
        expect(Math.sign(slots[a]!.getTime() - slots[b]!.getTime())).toBe(Math.sign(slotOrder(start, a) - slotOrder(start, b)));
      }),
    );
  });
});

describe('best hour', () => {
  it('is the hour of most opens, none without any', () => {
    const start = new Date('2027-03-01T10:20:00Z');
    const opens = Array<number>(24).fill(0);
    expect(bestHour(opens, start)).toBeUndefined();
    opens[7] = 3;
    opens[19] = 2;
    expect(bestHour(opens, start)).toBe(7);
  });

  it('goes on a tie to the hour that comes first after the start', () => {
    const opens = Array<number>(24).fill(0);
    opens[7] = 2;
    opens[19] = 2;
    expect(bestHour(opens, new Date('2027-03-01T10:20:00Z'))).toBe(19);
    expect(bestHour(opens, new Date('2027-03-01T05:00:00Z'))).toBe(7);
  });

  it('is never beaten by another hour', () => {
    fc.assert(
      fc.property(histogram, instant, (opens, start) => {
        const best = bestHour(opens, start);
        if (best === undefined) expect(opens.every((c) => c === 0)).toBe(true);
        else expect(opens.every((c) => c <= opens[best]!)).toBe(true);
      }),
    );
  });
});

describe('an assignment', () => {
  it('is the best hour, the fallback without history, or the current hour once that has gone', () => {
    const start = new Date('2027-03-01T10:20:00Z');
    const opens = Array<number>(24).fill(0);
    opens[15] = 1;
    expect(assignedHour(opens, 12, 10, start)).toBe(15);
    expect(assignedHour(undefined, 12, 10, start)).toBe(12);
    expect(assignedHour(opens, 12, 16, start)).toBe(16);
  });

  it('never names an hour whose sending went before the current one', () => {
    fc.assert(
      fc.property(fc.option(histogram, { nil: undefined }), hour, hour, instant, (opens, fallback, current, start) => {
        expect(slotOrder(start, assignedHour(opens, fallback, current, start))).toBeGreaterThanOrEqual(slotOrder(start, current));
      }),
    );
  });
});
