import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { monotonicFactory } from 'ulid';
import type { ErrorCode } from '@shared/errors';
import type { Subscriber } from '@shared/schemas/subscriber';
import { LEFT_STATUSES, type ChangeEntry } from '@shared/schemas/subscriber-records';
import { dayIn } from '@shared/rules/time-zone';
import { accountTimeZone } from '@functions/accounts/settings-service';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { transactIfConditions } from '@functions/platform/dynamo';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import { onSubscribed } from '@functions/mailings/triggers';
import { statusAttr } from './keys';

/** A change to one subscriber, written atomically with its claims, its history line and the counters. */
export type SubscriberOp =
  | { kind: 'create'; next: Subscriber; history?: HistoryDraft }
  | { kind: 'update'; prev: Subscriber; next: Subscriber; history?: HistoryDraft; forgottenFingerprints?: string[] };

export type HistoryDraft = Pick<ChangeEntry, 'actor' | 'action' | 'changes'>;

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** DynamoDB takes at most 100 items per transaction. */
export const MAX_TRANSACTION_ITEMS = 100;

const historyId = monotonicFactory();
const table = () => config.appTable;

/** What each transaction item was for, so a cancellation reason maps back to its op and a catalogue code. */
interface ItemRole {
  op: number;
  failure: ErrorCode;
}

function subscriberItem(keys: TenantKeys, s: Subscriber) {
  return { ...keys.subscriber(s.id), ...keys.statusIndex(s.status, s.id), accountId: keys.accountId, ...s };
}

function itemsFor(keys: TenantKeys, op: SubscriberOp, index: number, at: string, items: TransactItem[], roles: ItemRole[]): void {
  const push = (item: TransactItem, failure: ErrorCode) => {
    items.push(item);
    roles.push({ op: index, failure });
  };
  const { next } = op;
  const prev = op.kind === 'update' ? op.prev : undefined;
  if (op.kind === 'create') {
    push(
      { Put: { TableName: table(), Item: subscriberItem(keys, next), ConditionExpression: 'attribute_not_exists(pk)' } },
      'SUBSCRIBER_CHANGED',
    );
  } else {
    push(
      {
        Put: {
          TableName: table(),
          Item: subscriberItem(keys, next),
          ConditionExpression: 'attribute_exists(pk) AND #version = :version',
          ExpressionAttributeNames: { '#version': 'version' },
          ExpressionAttributeValues: { ':version': op.prev.version },
        },
      },
      'SUBSCRIBER_CHANGED',
    );
  }
  const claims = [
    { before: prev?.email, after: next.email, key: keys.emailClaim, taken: 'SUBSCRIBER_EMAIL_EXISTS' as const },
    { before: prev?.gsm, after: next.gsm, key: keys.gsmClaim, taken: 'SUBSCRIBER_GSM_EXISTS' as const },
  ];
  for (const claim of claims) {
    if (claim.before === claim.after) continue;
    if (claim.before) {
      push(
        {
          Delete: {
            TableName: table(),
            Key: claim.key(claim.before),
            ConditionExpression: 'subscriberId = :id',
            ExpressionAttributeValues: { ':id': next.id },
          },
        },
        'SUBSCRIBER_CHANGED',
      );
    }
    if (claim.after) {
      push(
        {
          Put: {
            TableName: table(),
            Item: { ...claim.key(claim.after), subscriberId: next.id },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        claim.taken,
      );
    }
  }
  for (const fingerprint of op.kind === 'update' ? (op.forgottenFingerprints ?? []) : []) {
    push({ Put: { TableName: table(), Item: { ...keys.forgotten(fingerprint), at } } }, 'SUBSCRIBER_CHANGED');
  }
  if (op.history && (op.history.changes.length > 0 || op.kind === 'create')) {
    const id = historyId();
    push(
      {
        Put: {
          TableName: table(),
          Item: {
            ...keys.history(next.id, id),
            gsi1pk: keys.subscriberHistoryIndexPk(next.id),
            gsi1sk: id,
            id,
            subscriberId: next.id,
            at,
            ...op.history,
          },
        },
      },
      'SUBSCRIBER_CHANGED',
    );
  }
}

/**
 * The counters' deltas of a set of ops: totals by status now, and the day's joins, leaves and status
 * moves. A transaction adds all of them to the counter items of one shard (its first subscriber's):
 * the account's counts are the sum over every shard's items, so it does not matter which shard holds
 * a delta, and an import transaction of many subscribers updates two counter items, not two per
 * shard it touches (which had made the counters most of an import's write units).
 */
function counterDeltas(ops: readonly SubscriberOp[]) {
  const total: Record<string, number> = {};
  const day: Record<string, number> = {};
  const add = (target: Record<string, number>, key: string, n: number) => (target[key] = (target[key] ?? 0) + n);
  for (const op of ops) {
    const to = op.next.status;
    if (op.kind === 'create') {
      add(total, 'total', 1);
      add(total, statusAttr(to), 1);
      add(day, 'joined', 1);
      add(day, statusAttr(to), 1);
      continue;
    }
    const from = op.prev.status;
    if (from === to) continue;
    add(total, statusAttr(from), -1);
    add(total, statusAttr(to), 1);
    add(day, statusAttr(from), -1);
    add(day, statusAttr(to), 1);
    if (LEFT_STATUSES.includes(to) && !LEFT_STATUSES.includes(from)) add(day, 'left', 1);
  }
  return { total, day };
}

function counterUpdate(key: Record<string, string>, deltas: Record<string, number>): TransactItem | undefined {
  const entries = Object.entries(deltas).filter(([, n]) => n !== 0);
  if (entries.length === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  entries.forEach(([attr, n], i) => {
    names[`#c${i}`] = attr;
    values[`:c${i}`] = n;
  });
  return {
    Update: {
      TableName: table(),
      Key: key,
      UpdateExpression: `ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

export type CommitResult = { ok: true } | { ok: false; failures: { op: number; code: ErrorCode }[] };

/**
 * Writes the ops in one transaction: each subscriber with its claims and history, the counters once
 * (the day's under the day `at` falls on in `timeZone`, the account's zone when not given).
 * `extra` items (an import's progress) commit with them. All or nothing: on a refused condition
 * nothing is written and the failed ops are named with their catalogue codes.
 */
export async function commit(
  accountId: string,
  ops: readonly SubscriberOp[],
  extra: TransactItem[] = [],
  at = new Date().toISOString(),
  timeZone?: string,
): Promise<CommitResult> {
  if (ops.length === 0 && extra.length === 0) return { ok: true };
  const keys = await tenant(accountId, 'write');
  const items: TransactItem[] = [];
  const roles: ItemRole[] = [];
  ops.forEach((op, i) => itemsFor(keys, op, i, at, items, roles));
  if (ops.length > 0) {
    const shard = keys.subscriberShard(ops[0]!.next.id);
    const deltas = counterDeltas(ops);
    const totals = counterUpdate(keys.subscriberStats(shard), deltas.total);
    if (totals) items.push(totals);
    if (Object.values(deltas.day).some((n) => n !== 0)) {
      // The day the change happened on in the account's zone (the caller's, or the cached one): a zone
      // chosen later does not move it (settings-service.ts saveGeneral).
      const day = dayIn(timeZone ?? (await accountTimeZone(accountId)), at);
      items.push(counterUpdate(keys.statsDay(shard, day), deltas.day)!);
    }
  }
  items.push(...extra);
  if (items.length > MAX_TRANSACTION_ITEMS) throw new Error(`transaction of ${items.length} items; split the ops`);
  const refused = await transactIfConditions(() => dynamo().send(new TransactWriteCommand({ TransactItems: items })));
  if (refused.length === 0) {
    // Issue 17: whoever became subscribed here triggers the account's welcome mailings.
    await onSubscribed(accountId, ops);
    return { ok: true };
  }
  const failures = new Map<number, ErrorCode>();
  for (const i of refused) {
    const role = roles[i];
    if (role && !failures.has(role.op)) failures.set(role.op, role.failure);
  }
  // A failed extra item is not an op's fault.
  if (failures.size === 0) throw new Error("subscriber transaction refused by an item that is not an op's");
  return { ok: false, failures: [...failures].map(([op, code]) => ({ op, code })) };
}

/**
 * Commits what can be committed: ops refused by a condition are dropped and the rest retried, so
 * one taken address does not cost a whole batch. Answers the refused ops by index. `extra` may be a
 * function of the ops refused so far, so what commits with the ops (an import's counters) says
 * exactly what happened.
 */
export async function commitEach(
  accountId: string,
  ops: readonly SubscriberOp[],
  extra: TransactItem[] | ((refused: ReadonlyMap<number, ErrorCode>) => TransactItem[]) = [],
): Promise<Map<number, ErrorCode>> {
  const refused = new Map<number, ErrorCode>();
  let pending = ops.map((op, index) => ({ op, index }));
  // Once for the whole batch, whatever its rounds.
  const timeZone = await accountTimeZone(accountId);
  for (let round = 0; round <= ops.length; round++) {
    const result = await commit(
      accountId,
      pending.map((p) => p.op),
      typeof extra === 'function' ? extra(refused) : extra,
      undefined,
      timeZone,
    );
    if (result.ok) return refused;
    for (const failure of result.failures) refused.set(pending[failure.op]!.index, failure.code);
    const failedNow = new Set(result.failures.map((f) => f.op));
    pending = pending.filter((_, i) => !failedNow.has(i));
  }
  throw new Error('commitEach did not converge');
}

/** Counter items a transaction of ops adds to them (the totals and the day's, of one shard). */
export const COUNTER_ITEMS = 2;

/**
 * Items one op needs in a transaction (the subscriber, claim changes, fingerprints, history), for
 * batching; the transaction's counter items come on top (COUNTER_ITEMS).
 */
export function itemsPerOp(op: SubscriberOp): number {
  const prev = op.kind === 'update' ? op.prev : undefined;
  let n = 1;
  for (const [before, after] of [
    [prev?.email, op.next.email],
    [prev?.gsm, op.next.gsm],
  ] as const) {
    if (before === after) continue;
    n += (before ? 1 : 0) + (after ? 1 : 0);
  }
  n += op.kind === 'update' ? (op.forgottenFingerprints?.length ?? 0) : 0;
  return n + (op.history && (op.history.changes.length > 0 || op.kind === 'create') ? 1 : 0);
}
