import { describe, expect, it } from 'vitest';
import { reportDeltas, timeBucket, type TallyEvent } from './report-tally';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const start = '2026-03-01T10:30:00.000Z';
const base = { subscriberId: 'S1', mailingId: 'M1' };
const event = (over: Partial<TallyEvent>): TallyEvent => ({ first: [], firstOfLink: false, domain: 'wp.pl', ...over });
const sums = (events: TallyEvent[]) =>
  Object.fromEntries([...reportDeltas(events, start, (url) => `#${url.length}`)].map(([name, d]) => [name, { ...d.add, ...d.set }]));

describe('timeBucket', () => {
  it('counts by the hour for 48 hours after the start, by the day after', () => {
    expect(timeBucket('2026-03-01T10:45:00.000Z', start)).toBe('h#2026-03-01T10');
    expect(timeBucket('2026-03-03T10:29:59.999Z', start)).toBe('h#2026-03-03T10');
    expect(timeBucket('2026-03-03T10:30:00.000Z', start)).toBe('d#2026-03-03');
    expect(timeBucket('2026-03-05T01:00:00.000Z', undefined)).toBe('h#2026-03-05T01');
  });
});

describe('reportDeltas', () => {
  it("counts a person's first open in the timeline, domain, device and client, and every open in the totals", () => {
    const at = '2026-03-01T11:00:00.000Z';
    const first = event({
      first: [{ ...base, type: 'opened', at }],
      occurrence: { id: 'e1', kind: 'open', at, userAgent: IPHONE },
      sentAt: start,
    });
    const again = event({ occurrence: { id: 'e2', kind: 'open', at: '2026-03-04T08:00:00.000Z', userAgent: IPHONE } });
    expect(sums([first, again])).toEqual({
      t: { opens: 2 },
      'h#2026-03-01T11': { opens: 1, uniqueOpens: 1 },
      'd#2026-03-04': { opens: 1 },
      'dom#wp.pl': { opened: 1 },
      'dev#mobile': { opens: 2 },
      'cl#Apple Mail': { opens: 2 },
    });
  });

  it("counts a scanner's click as a machine's, in the link and totals, never in devices or clients", () => {
    const at = '2026-03-01T10:30:01.000Z';
    const scan = event({
      first: [
        { ...base, type: 'clicked', at, detail: 'https://a.pl' },
        { ...base, type: 'opened', at },
      ],
      occurrence: { id: 'e1', kind: 'click', at, url: 'https://a.pl', userAgent: 'curl/8' },
      firstOfLink: true,
    });
    expect(sums([scan])).toEqual({
      t: { clicks: 1, clicksMachine: 1, opensMachine: 1 },
      'h#2026-03-01T10': { clicks: 1, uniqueClicks: 1, uniqueOpens: 1 },
      'dom#wp.pl': { clicked: 1, opened: 1 },
      'l##12': { clicks: 1, machine: 1, uniqueClicks: 1, url: 'https://a.pl' },
    });
  });

  it('counts deliveries, bounces and complaints per domain, hard and soft bounces per code', () => {
    const at = start;
    expect(
      sums([
        event({ first: [{ ...base, type: 'delivered', at }], domain: 'other' }),
        event({ first: [{ ...base, type: 'complained', at }], domain: 'other' }),
        event({ first: [{ ...base, type: 'bounced', at, detail: 'smtp; 550 5.1.1 unknown' }] }),
        event({ first: [{ ...base, type: 'bounced', at, detail: 'no code' }] }),
        event({ occurrence: { id: 'e3', kind: 'softBounce', at, code: 452 } }),
      ]),
    ).toEqual({
      'dom#other': { delivered: 1, complained: 1 },
      'dom#wp.pl': { bounced: 2, softBounced: 1 },
      'bc#550#hard': { count: 1 },
      'bc#other#hard': { count: 1 },
      'bc#452#soft': { count: 1 },
      t: { softBounced: 1 },
    });
  });
});
