import { describe, expect, it } from 'vitest';
import { EMPTY_STATS } from '@shared/schemas/mailing';
import type { CampaignReportRow } from '@shared/schemas/reports';
import { comparable, trendSeries } from './trend';

const row = (id: string, startedAt: string | undefined, open: number | null): CampaignReportRow => ({
  id,
  name: id,
  subject: id,
  fromEmail: 'a@b.pl',
  state: 'sent',
  ...(startedAt ? { startedAt } : {}),
  stats: EMPTY_STATS,
  rates: { open, click: null, clickToOpen: null, bounce: null, unsubscribe: null },
});

describe('the campaigns report’s trend', () => {
  it('puts each mailing with a rate at its start, oldest first, and leaves out those without', () => {
    const series = trendSeries(
      [
        row('b', '2026-11-02T10:00:00.000Z', 0.5),
        row('a', '2026-11-01T10:00:00.000Z', 0.25),
        row('c', undefined, 0.1),
        row('d', '2026-11-03T10:00:00.000Z', null),
      ],
      'open',
    );
    expect(series.map((p) => [p.x.toISOString().slice(0, 10), p.y])).toEqual([
      ['2026-11-01', 0.25],
      ['2026-11-02', 0.5],
    ]);
  });

  it('compares 2 to 4 mailings', () => {
    expect([0, 1, 2, 3, 4, 5].map(comparable)).toEqual([false, false, true, true, true, false]);
  });
});
