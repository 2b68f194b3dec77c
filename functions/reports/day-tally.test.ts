import { describe, expect, it } from 'vitest';
import type { RollupDeltas } from '@functions/engagement/report-tally';
import { addSendingDay, sentDay, totalsName } from './day-tally';

const report = (entries: [string, Record<string, number>][]): RollupDeltas => new Map(entries.map(([name, add]) => [name, { add }]));

describe('the account report days of a batch', () => {
  it("puts a sending's counters on its day's totals of its type, its domains and bounce codes on its day; hours, links, devices stay the sending's", () => {
    const deltas = addSendingDay(
      new Map(),
      { day: '2026-03-02', type: 'once' },
      { delivered: 3, bounced: 1, opened: 0 },
      report([
        ['t', { opens: 2, softBounced: 1 }],
        ['h#2026-03-02T10', { opens: 2 }],
        ['l#abc', { clicks: 1 }],
        ['dev#desktop', { opens: 2 }],
        ['dom#gmail.com', { delivered: 2, bounced: 1 }],
        ['bc#550#hard', { count: 1 }],
      ]),
    );
    expect(Object.fromEntries([...deltas].map(([name, d]) => [name, d.add]))).toEqual({
      't#2026-03-02#once': { delivered: 3, bounced: 1, opens: 2, softBounced: 1 },
      'dom#2026-03-02#gmail.com': { delivered: 2, bounced: 1 },
      'bc#2026-03-02#550#hard': { count: 1 },
    });
  });

  it("sums a batch's sendings of one day and type into one item, and keeps days and types apart", () => {
    const deltas: RollupDeltas = new Map();
    addSendingDay(deltas, { day: '2026-03-02', type: 'abx' }, { delivered: 1 }, report([['dom#wp.pl', { delivered: 1 }]]));
    addSendingDay(deltas, { day: '2026-03-02', type: 'abx' }, { delivered: 2 }, report([['dom#wp.pl', { delivered: 2 }]]));
    addSendingDay(deltas, { day: '2026-03-03', type: 'abx' }, { delivered: 4 }, new Map());
    addSendingDay(deltas, { day: '2026-03-02' }, { complained: 1 }, new Map());
    expect(Object.fromEntries([...deltas].map(([name, d]) => [name, d.add]))).toEqual({
      't#2026-03-02#abx': { delivered: 3 },
      'dom#2026-03-02#wp.pl': { delivered: 3 },
      't#2026-03-03#abx': { delivered: 4 },
      't#2026-03-02#-': { complained: 1 },
    });
  });

  it('counts the send path on the totals of the sending’s day and type, nothing for zero', () => {
    expect(sentDay({ day: '2026-03-02', type: 'cyclic' }, { sent: 50 })).toEqual(new Map([['t#2026-03-02#cyclic', { add: { sent: 50 } }]]));
    expect(sentDay({ day: '2026-03-02' }, { mailings: 1, sent: 0 }).get(totalsName({ day: '2026-03-02' }))).toEqual({
      add: { mailings: 1 },
    });
  });
});
