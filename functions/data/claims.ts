import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { transactRetryingConflicts } from '@functions/platform/dynamo';
import type { TableKey } from './keys';

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/**
 * A claim: an item whose key is a value that must be unique per account (a lower-cased name, a
 * placeholder, a consent's property), naming its owner. It is put only where no claim is, so two
 * writers of the same value cannot both win: uniqueness is a condition, not a read-then-write race.
 */
export interface Claim<R extends string> {
  key: TableKey;
  /** What the claim item holds besides its key: who owns the value (`{ propertyId }`, `{ ownerId }`, …). */
  owner: Record<string, unknown>;
  /** What the write answers when the value is someone's already. */
  refusal: R;
}

/** An item written together with the claims; a conditional one names what its failed condition means. */
export interface ClaimedWrite<R extends string> {
  item: TransactItem;
  refusal?: R;
}

/**
 * Writes `writes` and takes `claims` in one transaction, giving up `released` claims in it too (a
 * rename moves a claim: the new value is taken and the old one freed, or neither). Answers undefined
 * when it was written, else the refusal of a failed condition: the first in `precedence`, else the
 * first in item order, claims first (a taken name is said before anything else). A transaction lost to a concurrent one on a shared item is
 * tried again (transactRetryingConflicts), so a refusal is always a condition's real answer.
 */
export async function writeWithClaims<R extends string>(change: {
  claims?: readonly Claim<R>[];
  writes: readonly ClaimedWrite<R>[];
  released?: readonly TableKey[];
  /** Which refusal is answered when several conditions fail (the rest in item order); claims first when not given. */
  precedence?: readonly R[];
}): Promise<R | undefined> {
  const TableName = config.appTable;
  const items: ClaimedWrite<R>[] = [
    ...(change.claims ?? []).map(({ key, owner, refusal }) => ({
      item: { Put: { TableName, Item: { ...key, ...owner }, ConditionExpression: 'attribute_not_exists(pk)' } },
      refusal,
    })),
    ...change.writes,
    ...(change.released ?? []).map((Key) => ({ item: { Delete: { TableName, Key } } })),
  ];
  const failed = await transactRetryingConflicts(() =>
    dynamo().send(new TransactWriteCommand({ TransactItems: items.map((i) => i.item) })),
  );
  if (failed.length === 0) return undefined;
  const refusals = failed.map((i) => items[i]?.refusal);
  // Only a conditional item can fail, and every conditional item names its refusal: this is a caller's mistake.
  if (refusals.includes(undefined)) throw new Error(`transaction items ${failed.join(', ')} failed a condition, one naming no refusal`);
  return change.precedence?.find((r) => refusals.includes(r)) ?? refusals[0];
}
