import fc from 'fast-check';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { shardOf, SUBSCRIBER_SHARDS } from './shards';

describe('shards', () => {
  it('put a value always in the same shard, within the count', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 256 }), (value, count) => {
        const shard = shardOf(value, count);
        expect(shard).toBe(shardOf(value, count));
        expect(shard).toBeGreaterThanOrEqual(0);
        expect(shard).toBeLessThan(count);
      }),
    );
  });

  it('spread ULIDs made in one burst (an import, a sending) evenly', () => {
    const counts = new Array<number>(SUBSCRIBER_SHARDS).fill(0);
    // 32,000 ULIDs: enough to see a skew, few enough to make in well under a second on a busy machine.
    const n = 32_000;
    for (let i = 0; i < n; i++) counts[shardOf(ulid(), SUBSCRIBER_SHARDS)]!++;
    const expected = n / SUBSCRIBER_SHARDS;
    // The busiest shard carries no more than 20% over an even share (over four standard deviations).
    expect(Math.max(...counts)).toBeLessThan(expected * 1.2);
    expect(Math.min(...counts)).toBeGreaterThan(expected * 0.8);
  });

  it('spread addresses of one domain evenly', () => {
    const counts = new Array<number>(SUBSCRIBER_SHARDS).fill(0);
    for (let i = 0; i < 64_000; i++) counts[shardOf(`jan.kowalski${i}@firma.pl`, SUBSCRIBER_SHARDS)]!++;
    expect(Math.max(...counts)).toBeLessThan(1150);
  });
});
