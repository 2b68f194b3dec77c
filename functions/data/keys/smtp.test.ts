import { describe, expect, it } from 'vitest';
import { AccountKeyContext, keysFor, relocate } from '.';

describe('the SMTP counter keys', () => {
  it("spread a month's counter over the 8 partitions of the day family in layout 2 and keep one in the base partition in layout 1", () => {
    expect(keysFor('A1', 2).smtpCounterShards('2026-03')).toEqual(
      Array.from({ length: 8 }, (_, i) => ({ pk: `ACC#A1#D#0${i}`, sk: 'SMTPCOUNT#2026-03' })),
    );
    expect(keysFor('A1', 1).smtpCounterShards('2026-03')).toEqual([{ pk: 'ACC#A1', sk: 'SMTPCOUNT#2026-03' }]);
  });

  it("move from layout 1's base partition to shard 0, so the sum stays the same", () => {
    expect(relocate({ pk: 'ACC#A1', sk: 'SMTPCOUNT#2026-03' }, new AccountKeyContext('A1', 2))).toEqual({ pk: 'ACC#A1#D#00' });
    expect(relocate({ pk: 'ACC#A1', sk: 'SMTPUSER#U1' }, new AccountKeyContext('A1', 2))).toBeUndefined();
  });
});
