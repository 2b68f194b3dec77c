import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AccountKeyContext, isPlatformKey, keysFor, relocate } from '.';

const id = fc.stringMatching(/^[0-9A-Z]{26}$/);

/**
 * Every partition and index key the registry's functions answer, called with `arg` wherever they
 * take a string and with shard 0 wherever they take a number. A new key function is swept by being
 * in the registry.
 */
function allKeys(keys: ReturnType<typeof keysFor>, arg: string): string[] {
  const out: string[] = [];
  const collect = (value: unknown, name?: string) => {
    // An account's item on a platform list or a user's index (platform.ts): that index key names no account.
    if (typeof value === 'string' && name === 'gsi1pk' && isPlatformKey(value)) return;
    if (typeof value === 'string' && (name === 'pk' || name === 'gsi1pk')) out.push(value);
    else if (Array.isArray(value)) value.forEach((v) => collect(v, name));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) collect(v, k);
  };
  for (const [name, fn] of Object.entries(keys)) {
    if (typeof fn !== 'function') continue;
    const args = Array.from({ length: fn.length }, (_, i) =>
      /shard|Stats$|statsDay/i.test(name) && i === 0 ? 0 : name === 'statusIndex' && i === 0 ? 8 : name === 'statusIndexPks' ? 8 : arg,
    );
    const result = (fn as (...a: unknown[]) => unknown)(...args);
    collect(result, name.endsWith('Pk') ? 'gsi1pk' : undefined);
  }
  return out;
}

describe('the key registry', () => {
  it('binds every key to its account: no key function can name another account', () => {
    fc.assert(
      fc.property(id, id, fc.constantFrom(1 as const, 2 as const), fc.string({ minLength: 1, maxLength: 40 }), (a, b, layout, arg) => {
        fc.pre(a !== b);
        const keys = allKeys(keysFor(a, layout), arg);
        expect(keys.length).toBeGreaterThan(10);
        for (const key of keys) {
          expect(key.startsWith(`ACC#${a}`) || key.split('#')[1] === a, key).toBe(true);
          expect(key.includes(b), key).toBe(false);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('keeps the keys accounts had before sharding in layout 1', () => {
    const k = keysFor('ACC1', 1);
    expect(k.subscriber('S1')).toEqual({ pk: 'ACC#ACC1', sk: 'SUB#S1' });
    expect(k.statusIndex(8, 'S1')).toEqual({ gsi1pk: 'SUBST#ACC1#8', gsi1sk: 'S1' });
    expect(k.emailClaim('a@b.pl')).toEqual({ pk: 'ACC#ACC1', sk: 'SUBEMAIL#a@b.pl' });
    expect(k.subscriberStatsKeys()).toEqual([{ pk: 'ACC#ACC1', sk: 'STATS#SUBSCRIBERS' }]);
    expect(k.subscriberHistoryIndexPk('S1')).toBe('SUBHIST#ACC1#S1');
  });

  it('spreads subscribers over 64 partitions in layout 2, each named by its family and shard', () => {
    const k = keysFor('ACC1', 2);
    const pks = new Set(Array.from({ length: 5000 }, (_, i) => k.subscriber(`S${i}`).pk));
    expect(pks.size).toBe(64);
    for (const pk of pks) expect(pk).toMatch(/^ACC#ACC1#S#\d{2}$/);
    expect(k.statusIndex(8, 'S1').gsi1pk).toMatch(/^SUBST#ACC1#8#\d{2}$/);
    expect(k.statusIndex(8, 'S1').gsi1pk.slice(-2)).toBe(k.subscriber('S1').pk.slice(-2));
    expect(k.emailClaim('a@b.pl').pk).toMatch(/^ACC#ACC1#E#\d{2}$/);
  });

  it('relocates an item of layout 1 to where layout 2 keeps it, index key included', () => {
    const target = new AccountKeyContext('ACC1', 2);
    const k = keysFor('ACC1', 2);
    expect(relocate({ pk: 'ACC#ACC1', sk: 'SUB#S1', gsi1pk: 'SUBST#ACC1#8', status: 8 }, target)).toEqual({
      pk: k.subscriber('S1').pk,
      gsi1pk: k.statusIndex(8, 'S1').gsi1pk,
    });
    expect(relocate({ pk: 'ACC#ACC1', sk: 'HIST#H1', subscriberId: 'S1' }, target)).toEqual({ pk: k.subscriber('S1').pk });
    expect(relocate({ pk: 'ACC#ACC1', sk: 'NOTE#S1#N1' }, target)).toEqual({ pk: k.subscriber('S1').pk });
    expect(relocate({ pk: 'ACC#ACC1', sk: 'STATS#SUBSCRIBERS' }, target)).toEqual({ pk: k.subscriberStats(0).pk });
  });
});
