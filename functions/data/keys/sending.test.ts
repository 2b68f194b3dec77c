import { monotonicFactory, ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { AccountKeyContext, keysFor, relocate } from '.';

describe('the sending keys', () => {
  it('keep the keys accounts had before sharding in layout 1', () => {
    const k = keysFor('ACC1', 1);
    expect(k.sendClaim('M1', 'S1')).toEqual({ pk: 'ACC#ACC1', sk: 'SEND#M1#S1' });
    expect(k.engagementRollups('M1')).toEqual([{ pk: 'ACC#ACC1', sk: 'ROLLUP#M1' }]);
    expect(k.emailUsage('2026-03')).toEqual({ pk: 'ACC#ACC1', sk: 'USAGE#2026-03' });
    expect(k.trialRecipient('S1')).toEqual({ pk: 'ACC#ACC1', sk: 'TRIALRCPT#S1' });
  });

  it("spread one mailing's claims over its 32 partitions in layout 2, each roll-up beside its recipients' claims", () => {
    const k = keysFor('ACC1', 2);
    const pks = new Set(Array.from({ length: 3000 }, () => k.sendClaim('M1', ulid()).pk));
    expect(pks.size).toBe(32);
    for (const pk of pks) expect(pk).toMatch(/^ACC#ACC1#M#M1#\d{2}$/);
    const rollups = k.engagementRollups('M1').map((r) => r.pk);
    expect(new Set(rollups)).toEqual(pks);
    const s = ulid();
    expect(k.engagementRollup('M1', s).pk).toBe(k.sendClaim('M1', s).pk);
    expect(k.sendClaim('M2', s).pk).toMatch(/^ACC#ACC1#M#M2#\d{2}$/);
  });

  it("keep a mailing's report roll-ups in its sending partitions, under one prefix, apart from the engagement roll-up", () => {
    const k = keysFor('ACC1', 2);
    expect(k.sendingPartitions('M1')).toEqual(k.engagementRollups('M1').map((r) => r.pk));
    expect(k.reportRollupInShard(33, 'M1', 'dev#mobile')).toEqual({ pk: 'ACC#ACC1#M#M1#01', sk: 'ROLLUP#M1#dev#mobile' });
    expect(k.reportRollupInShard(0, 'M1', 't').sk.startsWith(k.reportRollupPrefix('M1'))).toBe(true);
    expect(k.engagementRollups('M1')[0]!.sk.startsWith(k.reportRollupPrefix('M1'))).toBe(false);
    expect(k.eventSeen('M1', 'S1', 'E1').pk).toBe(k.sendClaim('M1', 'S1').pk);
  });

  it('spread the subscribers of one subscriber shard over every sending shard (an audience is read shard by shard)', () => {
    const k = keysFor('ACC1', 2);
    const burst = monotonicFactory();
    const sameSubscriberShard = Array.from({ length: 64_000 }, () => burst()).filter((id) => k.subscriberShard(id) === 5);
    const counts = new Map<string, number>();
    for (const id of sameSubscriberShard) {
      const { pk } = k.sendClaim('M1', id);
      counts.set(pk, (counts.get(pk) ?? 0) + 1);
    }
    expect(counts.size).toBe(32);
    expect(Math.max(...counts.values())).toBeLessThan((sameSubscriberShard.length / 32) * 2);
  });

  it('relocate claims and roll-ups of layout 1 into the sending family; the ledger and SMS sendings stay', () => {
    const target = new AccountKeyContext('ACC1', 2);
    const k = keysFor('ACC1', 2);
    expect(relocate({ pk: 'ACC#ACC1', sk: 'SEND#M1#S1', gsi1pk: 'SESMSG#abc' }, target)).toEqual({ pk: k.sendClaim('M1', 'S1').pk });
    expect(relocate({ pk: 'ACC#ACC1', sk: 'ROLLUP#M1' }, target)).toEqual({ pk: 'ACC#ACC1#M#M1#00' });
    expect(relocate({ pk: 'ACC#ACC1', sk: 'ROLLUP#M1#h#2026-03-01T10' }, target)).toEqual({ pk: 'ACC#ACC1#M#M1#00' });
    expect(relocate({ pk: 'ACC#ACC1', sk: k.eventSeen('M1', 'S1', 'E1').sk }, target)).toEqual({ pk: k.sendClaim('M1', 'S1').pk });
    expect(relocate({ pk: 'ACC#ACC1', sk: k.linkClicked('M1', 'S1', 'https://a.pl').sk }, target)).toEqual({
      pk: k.sendClaim('M1', 'S1').pk,
    });
    for (const sk of ['USAGE#2026-03', 'TRIALUSAGE', 'TRIALRCPT#S1', 'TESTSENDS#2026-03-01', 'SMS#X1']) {
      const moved = relocate({ pk: 'ACC#ACC1', sk }, target);
      expect(moved === undefined || moved.pk === 'ACC#ACC1', sk).toBe(true);
    }
  });
});
