import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReportTotals } from '../schemas/reports';
import { reportRates } from './report-rates';
import { EMPTY_TOTALS } from './period-report';

const totals = (over: Partial<ReportTotals> = {}): ReportTotals => ({ ...EMPTY_TOTALS, ...over });

describe('reportRates', () => {
  it('divides each by its base', () => {
    const rates = reportRates(
      totals({
        sent: 200,
        delivered: 180,
        opens: { unique: 90, total: 150, machine: 30 },
        clicks: { unique: 18, total: 25, machine: 2 },
        bounces: { hard: 10, soft: 4 },
        complained: 9,
        unsubscribed: 36,
      }),
    );
    expect(rates).toEqual({
      delivery: 0.9,
      open: 0.5,
      humanOpen: 60 / 180,
      click: 0.1,
      clickToOpen: 0.2,
      bounce: 0.05,
      complaint: 0.05,
      unsubscribe: 0.2,
    });
  });

  it('answers null for a rate of nothing, never 0 or NaN', () => {
    expect(Object.values(reportRates(totals())).every((r) => r === null)).toBe(true);
    expect(reportRates(totals({ sent: 10, delivered: 10 })).clickToOpen).toBeNull();
  });

  it('keeps every rate within 0..1 whatever the counters (they are counted on different clocks)', () => {
    const n = fc.nat(1_000_000);
    const count = fc.record({ unique: n, total: n, machine: n });
    fc.assert(
      fc.property(
        fc.record({
          sent: n,
          delivered: n,
          opens: count,
          clicks: count,
          complained: n,
          unsubscribed: n,
          bounces: fc.record({ hard: n, soft: n }),
        }),
        (over) => {
          for (const r of Object.values(reportRates(totals(over)))) if (r !== null) expect(r >= 0 && r <= 1).toBe(true);
        },
      ),
    );
  });
});
