import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { TRIGGER_DELAY_MAX } from './campaigns';
import { triggerDueAt } from './trigger-delay';

const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-01-01T00:00:00Z'), noInvalidDate: true });
const ZONES = ['Europe/Warsaw', 'UTC', 'America/New_York'];

describe('a triggered mailing’s delay', () => {
  it('is none without one, and hours are campaign hours long', () => {
    fc.assert(
      fc.property(
        instant,
        fc.integer({ min: 1, max: TRIGGER_DELAY_MAX.hours }),
        fc.integer({ min: 1000, max: 3_600_000 }),
        (from, value, hourMs) => {
          expect(triggerDueAt(from, undefined, 'Europe/Warsaw')).toEqual(from);
          expect(triggerDueAt(from, { unit: 'hours', value }, 'Europe/Warsaw', hourMs).getTime() - from.getTime()).toBe(value * hourMs);
        },
      ),
    );
  });

  it('keeps the wall time in the account’s zone for days and weeks, across daylight-saving changes', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: TRIGGER_DELAY_MAX.days }), fc.constantFrom(...ZONES), (from, days, zone) => {
        const start = DateTime.fromJSDate(from, { zone });
        const due = DateTime.fromJSDate(triggerDueAt(from, { unit: 'days', value: days }, zone), { zone });
        // A wall time skipped by a change moves forward by the gap; every other keeps its hour and minute.
        if (due.hour === start.hour) expect(due.minute).toBe(start.minute);
        expect(Math.round(due.startOf('day').diff(start.startOf('day'), 'days').days)).toBe(days);
        expect(triggerDueAt(from, { unit: 'weeks', value: 1 }, zone)).toEqual(triggerDueAt(from, { unit: 'days', value: 7 }, zone));
      }),
    );
  });

  it('ends a month on the last day of a shorter one', () => {
    const from = DateTime.fromISO('2027-01-31T09:00', { zone: 'Europe/Warsaw' }).toJSDate();
    expect(DateTime.fromJSDate(triggerDueAt(from, { unit: 'months', value: 1 }, 'Europe/Warsaw'), { zone: 'Europe/Warsaw' }).toISO()).toBe(
      '2027-02-28T09:00:00.000+01:00',
    );
    expect(
      DateTime.fromJSDate(triggerDueAt(from, { unit: 'years', value: 2 }, 'UTC'))
        .toUTC()
        .toISO(),
    ).toBe('2029-01-31T08:00:00.000Z');
  });
});
