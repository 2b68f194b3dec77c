import { describe, expect, it } from 'vitest';
import { AccountKeyContext, keysFor, relocate } from '.';

describe('the report days keys', () => {
  it('spread over the 8 partitions of the day family in layout 2 and stay in the base partition in layout 1', () => {
    const keys = keysFor('A1', 2);
    expect(keys.reportDayPartitions()).toEqual(Array.from({ length: 8 }, (_, i) => `ACC#A1#D#0${i}`));
    expect(keys.reportDayInShard(3, 't#2026-03-02#once')).toEqual({ pk: 'ACC#A1#D#03', sk: 'DAY#t#2026-03-02#once' });
    expect(keysFor('A1', 1).reportDayInShard(3, 't#2026-03-02#once')).toEqual({ pk: 'ACC#A1', sk: 'DAY#t#2026-03-02#once' });
    expect(keysFor('A1', 1).reportDayPartitions()).toEqual(['ACC#A1']);
  });

  it("range over one kind's items of the days asked, both ends included, and nothing of another kind", () => {
    const { from, to } = keysFor('A1', 2).reportDayRange('dom', '2026-03-01', '2026-03-31');
    const within = (sk: string) => sk >= from && sk <= to;
    expect(['DAY#dom#2026-03-01#gmail.com', 'DAY#dom#2026-03-31#wp.pl', 'DAY#dom#2026-03-31#other'].every(within)).toBe(true);
    expect(
      ['DAY#dom#2026-02-28#gmail.com', 'DAY#dom#2026-04-01#gmail.com', 'DAY#t#2026-03-02#once', 'DAY#bc#2026-03-02#550#hard'].some(within),
    ).toBe(false);
  });

  it("move from layout 1's base partition to shard 0 of the day family, so the sums stay the same", () => {
    expect(relocate({ pk: 'ACC#A1', sk: 'DAY#bc#2026-03-02#550#hard' }, new AccountKeyContext('A1', 2))).toEqual({ pk: 'ACC#A1#D#00' });
  });
});
