/**
 * How long a warm container trusts the zone it read. Every write that records a day bucket (a
 * subscriber created or changing status, each batch of an import, each batch of e-mails sent) needs
 * the account's zone; reading the account item each time would double the reads of the busiest paths
 * for a value that almost never changes. A minute bounds how long another container keeps bucketing
 * in the old zone after a change (this container forgets it at once: see `forget`).
 */
export const TIME_ZONE_TTL_MS = 60_000;

const MAX_ENTRIES = 10_000;

/** A zone cache over any reader (tests give theirs, and a clock): one read per account per TTL, concurrent asks share it. */
export function zoneCache<T = string>(read: (accountId: string) => Promise<T>, ttlMs = TIME_ZONE_TTL_MS, clock: () => number = Date.now) {
  const entries = new Map<string, { zone: Promise<T>; until: number }>();
  return {
    get(accountId: string): Promise<T> {
      const now = clock();
      const hit = entries.get(accountId);
      if (hit && hit.until > now) return hit.zone;
      const zone = read(accountId);
      // A container serves a bounded number of accounts in practice; this only keeps a leak bounded.
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(accountId, { zone, until: now + ttlMs });
      // A failed read is not remembered: the next ask tries again.
      zone.catch(() => entries.get(accountId)?.zone === zone && entries.delete(accountId));
      return zone;
    },
    forget(accountId: string): void {
      entries.delete(accountId);
    },
  };
}
