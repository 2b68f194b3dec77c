import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { queryAll } from '@functions/platform/query';
import type { TableKey } from '@functions/data/keys/context';
import type { RollupDelta, RollupDeltas } from '@functions/engagement/report-tally';

/** A roll-up summed over the shards: its counters, and its text (a link's url). */
export type Rollup = Record<string, number | string>;

/** One roll-up's update (its counters added, its texts set if absent): alone, or an item of a transaction. */
export function rollupUpdate(key: TableKey, delta: RollupDelta) {
  const adds = Object.entries(delta.add).filter(([, n]) => n !== 0);
  const sets = Object.entries(delta.set ?? {});
  const clauses = [
    adds.length ? `ADD ${adds.map((_, i) => `#a${i} :a${i}`).join(', ')}` : '',
    sets.length ? `SET ${sets.map((_, i) => `#s${i} = if_not_exists(#s${i}, :s${i})`).join(', ')}` : '',
  ];
  return {
    TableName: config.appTable,
    Key: key,
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ExpressionAttributeNames: Object.fromEntries([
      ...adds.map(([counter], i) => [`#a${i}`, counter]),
      ...sets.map(([attribute], i) => [`#s${i}`, attribute]),
    ]),
    ExpressionAttributeValues: Object.fromEntries([
      ...adds.map(([, n], i) => [`:a${i}`, n]),
      ...sets.map(([, value], i) => [`:s${i}`, value]),
    ]),
  };
}

/** Roll-up items of several shards by name (their sort key after `prefix`), counters added up, texts kept. */
export function sumItems(items: readonly Record<string, unknown>[], prefix: string): Map<string, Rollup> {
  const sums = new Map<string, Rollup>();
  for (const item of items) {
    const name = String(item.sk).slice(prefix.length);
    const sum = sums.get(name) ?? {};
    for (const [attribute, value] of Object.entries(item)) {
      if (attribute === 'pk' || attribute === 'sk') continue;
      if (typeof value === 'number') sum[attribute] = Number(sum[attribute] ?? 0) + value;
      else if (typeof value === 'string') sum[attribute] = value;
    }
    sums.set(name, sum);
  }
  return sums;
}

/**
 * The report's roll-ups of a sending (keys/sending.ts `ROLLUP#<mailing>#<name>`): written by the
 * events worker, one update per roll-up per batch into one of the sending's shards at random (a big
 * sending's concurrent batches spread over its partitions), read whole and summed by the report.
 */
export const reportRepository = {
  /** Adds a batch's deltas, every roll-up's side by side. */
  async add(accountId: string, mailingId: string, deltas: RollupDeltas): Promise<void> {
    if (deltas.size === 0) return;
    const keys = await tenant(accountId, 'write');
    const shards = keys.sendingPartitions(mailingId).length;
    await Promise.all(
      [...deltas].map(([name, delta]) =>
        dynamo().send(
          new UpdateCommand(rollupUpdate(keys.reportRollupInShard(Math.floor(Math.random() * shards), mailingId, name), delta)),
        ),
      ),
    );
  },

  /**
   * Every roll-up of the mailing, by name, summed over its shards: one Query a partition (a few
   * hundred small items at most, whatever the audience's size), all side by side.
   */
  async read(accountId: string, mailingId: string): Promise<Map<string, Rollup>> {
    const keys = await tenant(accountId);
    const prefix = keys.reportRollupPrefix(mailingId);
    const pages = await Promise.all(
      keys.sendingPartitions(mailingId).map((pk) =>
        queryAll({
          TableName: config.appTable,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
        }),
      ),
    );
    return sumItems(pages.flat(), prefix);
  },
};
