import { describe, expect, it } from 'vitest';
import { changeView, dayAsDate, rateSeries, valueSeries } from './period-view';

const point = (at: string, bounceRate: number | null) => ({
  at,
  sent: 0,
  delivered: 0,
  hardBounces: 0,
  softBounces: 0,
  complaints: 0,
  bounceRate,
  complaintRate: null,
});

describe('period report views', () => {
  it('draws a bucket on its own day wherever the browser is', () => {
    expect(dayAsDate('2026-03-01').toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('leaves out buckets without a base', () => {
    expect(rateSeries([point('2026-03-01', 0.1), point('2026-03-02', null)], 'bounceRate')).toEqual([
      { x: dayAsDate('2026-03-01'), y: 0.1 },
    ]);
    expect(rateSeries([point('2026-03-01', 0.1)], 'complaintRate')).toEqual([]);
    expect(
      valueSeries([
        { at: '2026-03-01', value: 3 },
        { at: '2026-03-02', value: null },
      ]),
    ).toHaveLength(1);
  });

  it('shows a count’s change in percent and a rate’s in points', () => {
    expect(changeView(0.5, false, 'en')).toEqual({ text: '+50%', trend: 'up' });
    expect(changeView(-0.025, true, 'en')).toEqual({ text: '-2.5', trend: 'down' });
    expect(changeView(0, false, 'en')).toEqual({ text: '0%', trend: 'flat' });
    expect(changeView(null, false, 'en')).toBeNull();
  });
});
