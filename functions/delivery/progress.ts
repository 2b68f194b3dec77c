import { tenant } from '@functions/data/tenant';
import { batchGetItems } from '@functions/platform/batch-get';

/** A sending's progress: recipients settled, each outcome's count, and when the last was settled. */
export interface Progress {
  processed: number;
  counts: Record<string, number>;
  lastAt?: string;
}

const NOT_COUNTERS = new Set(['pk', 'sk', 'at']);

/** Progress counters (claims.ts writes them): read as the sum of the sending's shards, strongly consistent. */
export const progressRepository = {
  async sum(accountId: string, sendingId: string): Promise<Progress> {
    return (await this.sums(accountId, [sendingId])).get(sendingId) ?? { processed: 0, counts: {} };
  },

  /** The progress of several sendings at once (a page of a list); a sending nothing was settled for is absent. */
  async sums(accountId: string, sendingIds: readonly string[]): Promise<Map<string, Progress>> {
    if (sendingIds.length === 0) return new Map();
    const keys = await tenant(accountId);
    const wanted = new Map<string, string>();
    for (const id of new Set(sendingIds)) for (const key of keys.sendingProgresses(id)) wanted.set(`${key.pk}|${key.sk}`, id);
    const items = await batchGetItems(
      [...wanted.keys()].map((k) => ({ pk: k.split('|')[0]!, sk: k.split('|')[1]! })),
      undefined,
      { consistent: true },
    );
    const sums = new Map<string, Progress>();
    for (const item of items) {
      const id = wanted.get(`${String(item.pk)}|${String(item.sk)}`);
      if (!id) continue;
      const sum = sums.get(id) ?? { processed: 0, counts: {} };
      for (const [name, value] of Object.entries(item)) {
        if (NOT_COUNTERS.has(name) || typeof value !== 'number') continue;
        if (name === 'processed') sum.processed += value;
        else sum.counts[name] = (sum.counts[name] ?? 0) + value;
      }
      const at = item.at as string | undefined;
      if (at && (!sum.lastAt || at > sum.lastAt)) sum.lastAt = at;
      sums.set(id, sum);
    }
    return sums;
  },
};

/**
 * Stats as a record counted them (a sending of before the progress counters, or nothing) plus its
 * progress counters: each counter the stats have gains its count, `processed` the settled recipients.
 */
export function addProgress<T extends object>(stats: T, progress: Progress | undefined): T {
  if (!progress) return stats;
  const sum = { ...stats } as Record<string, unknown>;
  for (const [name, count] of Object.entries(progress.counts)) if (typeof sum[name] === 'number') sum[name] = (sum[name] as number) + count;
  return sum as T;
}
