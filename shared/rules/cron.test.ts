import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { CRON_BOUNDS, CRON_FIELDS, cronExpression, cronProblems, isCronField, type CronField, type CronFields } from './cron';
import { nextRuns } from './cron-next';

const EVERY: CronFields = { minute: '*', hour: '*', dayOfMonth: '*', month: '*', dayOfWeek: '*' };
const field = fc.constantFrom(...CRON_FIELDS);
const ZONES = ['Europe/Warsaw', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe', 'UTC'];

describe('cron fields', () => {
  it('accept every number, range and step within their bounds', () => {
    fc.assert(
      fc.property(
        field.chain((f) =>
          fc.tuple(fc.constant(f), fc.integer(CRON_BOUNDS[f]), fc.integer(CRON_BOUNDS[f]), fc.integer({ min: 1, max: CRON_BOUNDS[f].max })),
        ),
        ([f, a, b, step]) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(isCronField(f, String(a))).toBe(true);
          expect(isCronField(f, `${lo}-${hi}`)).toBe(true);
          expect(isCronField(f, `${lo}-${hi}/${step}`)).toBe(true);
          expect(isCronField(f, `*/${step}`)).toBe(true);
          expect(isCronField(f, `${a},${b}`)).toBe(true);
        },
      ),
    );
  });

  it('refuse numbers past their bounds, reversed ranges, zero steps and anything else', () => {
    fc.assert(
      fc.property(field, fc.integer({ min: 1, max: 40 }), (f: CronField, over) => {
        const { min, max } = CRON_BOUNDS[f];
        if (max + over <= 99) expect(isCronField(f, String(max + over))).toBe(false);
        if (min > 0) expect(isCronField(f, String(min - 1))).toBe(false);
        if (max > min) expect(isCronField(f, `${max}-${min}`)).toBe(false);
        expect(isCronField(f, '*/0')).toBe(false);
      }),
    );
    for (const bad of ['', ' ', '1,', ',1', '1--2', 'a', '*/', '1/2/3', '-1', '1.5', '**', `1${',1'.repeat(120)}`])
      expect(isCronField('minute', bad)).toBe(false);
    expect(cronProblems({ ...EVERY, hour: '24', dayOfWeek: '7' })).toEqual(['hour', 'dayOfWeek']);
    expect(cronExpression({ minute: '5', hour: '9', dayOfMonth: '1', month: '*/2', dayOfWeek: '*' })).toBe('5 9 1 */2 *');
  });
});

describe('next runs in a time zone', () => {
  const instant = fc.date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2040-01-01T00:00:00Z'), noInvalidDate: true });

  it('are strictly after the start, ascending, within the range, at most as many as asked, and match the fields locally', () => {
    fc.assert(
      fc.property(
        instant,
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 1, max: 8 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: undefined }),
        (after, timeZone, minute, hour, count, days) => {
          const until = days === undefined ? undefined : new Date(after.getTime() + days * 86_400_000);
          const runs = nextRuns(
            { ...EVERY, minute: String(minute), hour: String(hour) },
            { after, timeZone, count, ...(until ? { until } : {}) },
          );
          expect(runs.length).toBeLessThanOrEqual(count);
          runs.forEach((run, i) => {
            expect(run.getTime()).toBeGreaterThan(after.getTime());
            if (i > 0) expect(run.getTime()).toBeGreaterThan(runs[i - 1]!.getTime());
            if (until) expect(run.getTime()).toBeLessThanOrEqual(until.getTime());
            // The run is that day's wall time in the zone (one a daylight-saving change skips moves on by the gap).
            const local = DateTime.fromJSDate(run, { zone: timeZone });
            const wall = DateTime.fromObject({ year: local.year, month: local.month, day: local.day, hour, minute }, { zone: timeZone });
            expect(wall.toMillis()).toBe(run.getTime());
          });
          // With no range end a daily schedule always has the runs asked for.
          if (!until) expect(runs).toHaveLength(count);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keep the wall time across daylight-saving changes (09:00 in Warsaw is 08:00Z in winter, 07:00Z in summer)', () => {
    const runs = nextRuns(
      { ...EVERY, minute: '0', hour: '9' },
      { after: new Date('2026-03-27T12:00:00Z'), timeZone: 'Europe/Warsaw', count: 3 },
    );
    expect(runs.map((r) => r.toISOString())).toEqual(['2026-03-28T08:00:00.000Z', '2026-03-29T07:00:00.000Z', '2026-03-30T07:00:00.000Z']);
    const autumn = nextRuns(
      { ...EVERY, minute: '0', hour: '9' },
      { after: new Date('2026-10-24T12:00:00Z'), timeZone: 'Europe/Warsaw', count: 2 },
    );
    expect(autumn.map((r) => r.toISOString())).toEqual(['2026-10-25T08:00:00.000Z', '2026-10-26T08:00:00.000Z']);
  });

  it('go on past a half-hour daylight-saving change (Lord Howe Island: 02:00 → 01:30 in April, 02:00 → 02:30 in October)', () => {
    const autumn = nextRuns(
      { ...EVERY, minute: '0', hour: '1' },
      { after: new Date('2021-04-02T15:00:00Z'), timeZone: 'Australia/Lord_Howe', count: 3 },
    );
    expect(autumn.map((r) => r.toISOString())).toEqual([
      '2021-04-03T14:00:00.000Z',
      '2021-04-04T14:30:00.000Z',
      '2021-04-05T14:30:00.000Z',
    ]);
    const spring = nextRuns(
      { ...EVERY, minute: '0,15', hour: '2' },
      { after: new Date('2021-10-01T16:00:00Z'), timeZone: 'Australia/Lord_Howe', count: 3 },
    );
    expect(spring.map((r) => r.toISOString())).toEqual([
      '2021-10-02T15:30:00.000Z',
      '2021-10-02T15:45:00.000Z',
      '2021-10-03T15:00:00.000Z',
    ]);
  });

  it('follow days of the week and months, and answer none for fields that name no date or are invalid', () => {
    const mondays = nextRuns(
      { minute: '30', hour: '7', dayOfMonth: '*', month: '*', dayOfWeek: '1' },
      { after: new Date('2026-11-27T00:00:00Z'), timeZone: 'UTC', count: 3 },
    );
    expect(mondays.map((r) => r.toISOString())).toEqual([
      '2026-11-30T07:30:00.000Z',
      '2026-12-07T07:30:00.000Z',
      '2026-12-14T07:30:00.000Z',
    ]);
    const after = new Date('2026-01-01T00:00:00Z');
    expect(nextRuns({ ...EVERY, dayOfMonth: '31', month: '2' }, { after, timeZone: 'UTC', count: 1 })).toEqual([]);
    expect(nextRuns({ ...EVERY, hour: '25' }, { after, timeZone: 'UTC', count: 1 })).toEqual([]);
    expect(
      nextRuns({ ...EVERY, minute: '0', hour: '9' }, { after, timeZone: 'UTC', until: new Date('2026-01-01T08:59:00Z'), count: 1 }),
    ).toEqual([]);
  });
});
