import { describe, expect, it } from 'vitest';
import { zoneCache } from './time-zone-cache';

describe('the cached account time zone', () => {
  it('reads each account once per TTL, shares a read in flight, and forgets on demand', async () => {
    let now = 0;
    const reads: string[] = [];
    const zones: Record<string, string> = { a: 'Pacific/Kiritimati', b: 'America/Adak' };
    const cache = zoneCache(
      async (id) => (reads.push(id), zones[id]!),
      60_000,
      () => now,
    );

    expect(await Promise.all([cache.get('a'), cache.get('a'), cache.get('b')])).toEqual([
      'Pacific/Kiritimati',
      'Pacific/Kiritimati',
      'America/Adak',
    ]);
    expect(reads).toEqual(['a', 'b']);

    zones.a = 'UTC';
    now = 59_999;
    expect(await cache.get('a')).toBe('Pacific/Kiritimati');
    now = 60_000;
    expect(await cache.get('a')).toBe('UTC');
    expect(reads).toEqual(['a', 'b', 'a']);

    zones.b = 'Europe/Warsaw';
    cache.forget('b');
    expect(await cache.get('b')).toBe('Europe/Warsaw');
  });

  it('does not remember a failed read', async () => {
    let fail = true;
    const cache = zoneCache(async () => {
      if (fail) throw new Error('throttled');
      return 'UTC';
    });
    await expect(cache.get('a')).rejects.toThrow('throttled');
    fail = false;
    expect(await cache.get('a')).toBe('UTC');
  });
});
