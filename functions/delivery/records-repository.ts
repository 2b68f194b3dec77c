import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TableKey } from '@functions/data/keys';
import { DUE_INDEX } from '@functions/data/keys';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { readDue, SENDINGS_DUE_PER_TICK, type DueRead } from '@functions/platform/due-index';
import type { ErrorCode } from '@shared/errors';
import type { SendingHead } from './channel';

/** How long after a look the reconciler looks at a sending under way again. */
export const RECHECK_MS = 2 * 60 * 1000;

const later = (at: string, ms = RECHECK_MS) => new Date(Date.parse(at) + ms).toISOString();

/**
 * The sending-state attributes a mailing's and an SMS sending's items share (state, planning and
 * its checkpoint, the audience count, the end, the reconciler's due entry): one place writes them
 * for both channels. `from` are the states a sending starts from (a mailing is planned first; an
 * SMS sending is made already sending), `errorParams` whether the item keeps a failure's parameters.
 */
export function sendingRecords(options: {
  key: (keys: TenantKeys, id: string) => TableKey;
  from: readonly string[];
  errorParams: boolean;
}) {
  const keyOf = async (accountId: string, id: string, access: 'read' | 'write' = 'write') =>
    options.key(await tenant(accountId, access), id);
  const stepCondition = (step: number) =>
    `#state IN (:sending, :paused) AND attribute_exists(#planning) AND ${step === 0 ? '(attribute_not_exists(#planStep) OR #planStep = :step)' : '#planStep = :step'}`;
  const update = async (
    accountId: string,
    id: string,
    input: { set?: string; remove?: string; condition: string; names?: Record<string, string>; values?: Record<string, unknown> },
  ) => {
    const expression = `${input.set ? `SET ${input.set}` : ''}${input.remove ? ` REMOVE ${input.remove}` : ''}`;
    return writeIfCondition(async () => {
      const Key = await keyOf(accountId, id);
      await dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key,
          UpdateExpression: expression,
          ConditionExpression: input.condition,
          ExpressionAttributeNames: { '#state': 'state', ...input.names },
          ExpressionAttributeValues: { ':sending': 'sending', ...input.values },
        }),
      );
    });
  };

  return {
    async head(accountId: string, id: string): Promise<(SendingHead & Record<string, unknown>) | undefined> {
      const out = await dynamo().send(
        new GetCommand({ TableName: config.appTable, Key: await keyOf(accountId, id, 'read'), ConsistentRead: true }),
      );
      if (!out.Item) return undefined;
      const item = out.Item;
      return {
        ...item,
        id,
        state: String(item.state),
        recipients: Number((item.stats as { recipients?: number } | undefined)?.recipients ?? 0),
        item,
      } as SendingHead & Record<string, unknown>;
    },

    beginPlanning(accountId: string, id: string, at: string): Promise<boolean> {
      const from = options.from.map((_, i) => `:from${i}`);
      return update(accountId, id, {
        set: '#state = :sending, #planning = :yes, startedAt = if_not_exists(startedAt, :at), updatedAt = :at, dueShard = :shard, dueAt = :due',
        condition: `${from.length ? `#state IN (${from.join(', ')}) OR ` : ''}(#state = :sending AND attribute_exists(#planning))`,
        names: { '#planning': 'planning' },
        values: {
          ':yes': true,
          ':at': at,
          ':shard': DUE_INDEX.sendings,
          ':due': later(at),
          ...Object.fromEntries(options.from.map((s, i) => [`:from${i}`, s])),
        },
      });
    },

    checkpoint(accountId: string, id: string, step: number, cursor: string, planned: number, at: string): Promise<boolean> {
      return update(accountId, id, {
        set: '#planStep = :next, planCursor = :cursor, planned = :planned, planAt = :at',
        condition: stepCondition(step),
        names: { '#planning': 'planning', '#planStep': 'planStep' },
        values: { ':paused': 'paused', ':step': step, ':next': step + 1, ':cursor': cursor, ':planned': planned, ':at': at },
      });
    },

    finishPlanning(accountId: string, id: string, step: number, recipients: number, at: string): Promise<boolean> {
      return update(accountId, id, {
        set: '#stats.#recipients = :n, #planStep = :next, planned = :n, planAt = :at',
        remove: '#planning, planCursor',
        condition: stepCondition(step),
        names: { '#planning': 'planning', '#planStep': 'planStep', '#stats': 'stats', '#recipients': 'recipients' },
        values: { ':paused': 'paused', ':step': step, ':next': step + 1, ':n': recipients, ':at': at },
      });
    },

    end(
      accountId: string,
      id: string,
      to: 'sent' | 'failed',
      at: string,
      error?: { code: ErrorCode; params?: Record<string, unknown> },
    ): Promise<boolean> {
      const params = options.errorParams && error?.params ? { ':params': error.params } : undefined;
      return update(accountId, id, {
        set: `#state = :to, finishedAt = :at, updatedAt = :at${error ? ', lastError = :error' : ''}${params ? ', lastErrorParams = :params' : ''}`,
        remove: `dueShard, dueAt${to === 'failed' ? ', #planning' : ''}`,
        condition: to === 'sent' ? '#state = :sending AND attribute_not_exists(#planning)' : '#state IN (:sending, :paused)',
        names: { '#planning': 'planning' },
        values: {
          ':to': to,
          ':at': at,
          ...(to === 'failed' ? { ':paused': 'paused' } : {}),
          ...(error ? { ':error': error.code } : {}),
          ...params,
        },
      });
    },

    async checkAgainAt(accountId: string, id: string, at: string): Promise<void> {
      await update(accountId, id, {
        set: 'dueShard = :shard, dueAt = :due',
        condition: '#state = :sending',
        values: { ':shard': DUE_INDEX.sendings, ':due': at },
      });
    },
  };
}

/**
 * Sendings under way whose next look is due, across accounts (the reconciler's view of the due
 * index), every page of them up to SENDINGS_DUE_PER_TICK: each look is a few sequential reads and a
 * write, and every sending looked at is due again only RECHECK_MS later, so the next tick reaches the rest.
 */
export async function sendingsDue(untilIso: string, read: DueRead = {}): Promise<{ accountId: string; sk: string; id: string }[]> {
  const items = await readDue(DUE_INDEX.sendings, untilIso, { max: SENDINGS_DUE_PER_TICK, ...read });
  return items.map((item) => ({ accountId: String(item.accountId), sk: String(item.sk), id: String(item.id) }));
}
