import { DeleteCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Subscriber } from '@shared/schemas/subscriber';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { RAW_ACTIVITY_RETENTION_DAYS } from '@shared/constants';
import { epochSeconds, nowIso, transactIfConditions, writeIfCondition } from '@functions/platform/dynamo';
import { tenant } from '@functions/data/tenant';
import { rollupUpdate } from '@functions/reports/repository';
import type { Channel, Outcome, SendingRef, SettleContext } from './channel';

const CLAIMED = 'claimed';

/**
 * When DynamoDB's TTL removes a claim (epoch seconds): as long as raw activity is kept
 * (RAW_ACTIVITY_RETENTION_DAYS), so a recipient's e-mail and SMS contact history lives as long as the
 * engagement segments can read. The sending's counts are its progress items, which stay.
 */
export const claimExpiry = (now = Date.now()) => epochSeconds(now) + RAW_ACTIVITY_RETENTION_DAYS * 86_400;

/** SET and ADD clauses of one update from attribute maps (names and values placeholders numbered by `tag`). */
function updateOf(tag: string, set: Record<string, unknown>, add: Record<string, number> = {}) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clause = (entries: [string, unknown][], prefix: string, join: (n: string, v: string) => string) =>
    entries.map(([name, value], i) => {
      names[`#${tag}${prefix}${i}`] = name;
      values[`:${tag}${prefix}${i}`] = value;
      return join(`#${tag}${prefix}${i}`, `:${tag}${prefix}${i}`);
    });
  const sets = clause(
    Object.entries(set).filter(([, v]) => v !== undefined),
    's',
    (n, v) => `${n} = ${v}`,
  );
  const adds = clause(
    Object.entries(add).filter(([, v]) => v !== 0),
    'a',
    (n, v) => `${n} ${v}`,
  );
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : ''].filter(Boolean).join(' ');
  return { expression, names, values };
}

/**
 * The claims that make a recipient's message go at most once, and the progress counters that make
 * every recipient count exactly once: a claim is settled in the same transaction that adds its
 * outcome to the sending's progress (the claim's shard's counters), conditional on the claim still
 * being held, so a settled recipient is counted and a counted one is settled, never one without the
 * other and never twice.
 */
export function claimsFor(channel: Pick<Channel, 'claims'>) {
  const shape = channel.claims;
  const keysOf = async (ref: SendingRef, subscriberId: string) => {
    const keys = await tenant(ref.accountId, 'write');
    const shard = keys.sendingShardOf(ref.id, subscriberId);
    return {
      claim: shape.key(keys, ref.id, subscriberId),
      progress: keys.sendingProgress(ref.id, subscriberId),
      rollup: (name: string) => keys.reportRollupInShard(shard, ref.id, name),
    };
  };

  /** Settles a held claim and counts it, in one transaction; false when the claim was not held (someone else settled it). */
  async function settle(
    ref: SendingRef,
    subscriberId: string,
    outcome: Outcome,
    condition: { before?: string } = {},
    context: SettleContext = {},
  ): Promise<boolean> {
    const at = nowIso();
    const { claim, progress, rollup } = await keysOf(ref, subscriberId);
    const claimUpdate = updateOf('c', shape.settled(outcome, at, context));
    const progressUpdate = updateOf('p', { at }, { processed: 1, ...shape.counters(outcome, context) });
    const rollups = [...(shape.rollups?.(outcome, context) ?? [])].map(([name, delta]) => ({ Update: rollupUpdate(rollup(name), delta) }));
    const stale = condition.before ? ` AND #claimedAt < :before` : '';
    const failed = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.appTable,
                Key: claim,
                UpdateExpression: claimUpdate.expression,
                ConditionExpression: `#state = :claimed${stale}`,
                ExpressionAttributeNames: {
                  ...claimUpdate.names,
                  '#state': 'state',
                  ...(condition.before ? { '#claimedAt': shape.claimedAt } : {}),
                },
                ExpressionAttributeValues: {
                  ...claimUpdate.values,
                  ':claimed': CLAIMED,
                  ...(condition.before ? { ':before': condition.before } : {}),
                },
              },
            },
            {
              Update: {
                TableName: config.appTable,
                Key: progress,
                UpdateExpression: progressUpdate.expression,
                ExpressionAttributeNames: progressUpdate.names,
                ExpressionAttributeValues: progressUpdate.values,
              },
            },
            ...rollups,
          ],
        }),
      ),
    );
    return failed.length === 0;
  }

  return {
    /** True only for the caller whose put created the claim: it alone may send. Any existing item means no. */
    async claim(ref: SendingRef, subscriberId: string, subscriber: Subscriber | undefined): Promise<boolean> {
      const { claim } = await keysOf(ref, subscriberId);
      return writeIfCondition(() =>
        dynamo().send(
          new PutCommand({
            TableName: config.appTable,
            Item: { ...shape.claimed(ref, subscriberId, subscriber, nowIso()), ...claim, state: CLAIMED },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        ),
      );
    },

    /** Drops a claim whose message was never handed over (the provider refused before accepting): a retry may send. */
    async release(ref: SendingRef, subscriberId: string): Promise<void> {
      const { claim } = await keysOf(ref, subscriberId);
      await writeIfCondition(() =>
        dynamo().send(
          new DeleteCommand({
            TableName: config.appTable,
            Key: claim,
            ConditionExpression: '#state = :claimed',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':claimed': CLAIMED },
          }),
        ),
      );
    },

    settle,

    /**
     * A claim left by a worker that died mid-send: whether its message went is unknown, so it is
     * settled interrupted without sending (at most once) and counted, or the sending would never end.
     * True for the one caller whose transaction settled it.
     */
    settleStale: (ref: SendingRef, subscriberId: string, before: string) => settle(ref, subscriberId, { kind: 'interrupted' }, { before }),
  };
}

export type Claims = ReturnType<typeof claimsFor>;
