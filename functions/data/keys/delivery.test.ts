import { describe, expect, it } from 'vitest';
import { AccountKeyContext, DUE_INDEX, isPlatformKey, keysFor, relocate } from '.';

describe('the delivery keys', () => {
  it("park a paused sending's batches in its sending partitions, spread by batch, and move them from layout 1", () => {
    const v2 = keysFor('ACC1', 2);
    const pks = new Set(Array.from({ length: 2000 }, (_, i) => v2.parkedBatch('M1', `B${i}`).pk));
    expect(pks.size).toBe(32);
    for (const pk of pks) expect(pk).toMatch(/^ACC#ACC1#M#M1#\d{2}$/);
    expect(
      v2
        .parkedBatches('M1')
        .map((r) => r.pk)
        .sort(),
    ).toEqual([...pks].sort());
    expect(v2.parkedBatches('M1')[0]!.prefix).toBe('PARKED#M1#');

    const v1 = keysFor('ACC1', 1);
    expect(v1.parkedBatch('M1', 'B7')).toEqual({ pk: 'ACC#ACC1', sk: 'PARKED#M1#B7' });
    expect(relocate({ ...v1.parkedBatch('M1', 'B7') }, new AccountKeyContext('ACC1', 2))).toEqual({ pk: v2.parkedBatch('M1', 'B7').pk });
  });

  it('put a paused sending on the due index under its own platform partition', () => {
    expect(keysFor('ACC1', 2).resumeDue('2026-11-27T00:00:00.000Z')).toEqual({
      dueShard: DUE_INDEX.resume,
      dueAt: '2026-11-27T00:00:00.000Z',
    });
    expect(isPlatformKey(DUE_INDEX.resume)).toBe(true);
  });
});
