import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SegmentGroup } from '@shared/segments/model';
import type { Estimate, EstimateState } from '@shared/schemas/segments';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, writeIfCondition } from '@functions/platform/dynamo';
import { tenant } from '@functions/data/tenant';

/** An estimate the builder asked for, run on the jobs queue: what it needs, then its result. */
export interface EstimateRecord {
  id: string;
  state: EstimateState;
  conditions: SegmentGroup;
  /** The requesting user's segments (spec section 6; empty: unrestricted): the preview names only their members. */
  segmentIds: string[];
  /** The user who asked: only they read it. */
  requestedBy: string;
  /** Also the estimate's "now": dates are evaluated as of the request. */
  createdAt: string;
  result?: Estimate;
  failure?: { code: string };
}

/**
 * One item an estimate (keys in data/keys/campaigns.ts). An estimate is read for a few seconds after
 * it is asked for: it lives an hour (the table's TTL attribute), and one past it reads as gone even
 * before DynamoDB removes it.
 */
const table = () => config.appTable;
export const ESTIMATE_TTL_SECONDS = 3600;

function toRecord(item: Record<string, unknown>): EstimateRecord {
  const { pk: _pk, sk: _sk, ttl: _ttl, ...rest } = item;
  return rest as unknown as EstimateRecord;
}

/** Sets attributes while the estimate is still under way; false when it is gone, finished or failed (those stay as they are). */
async function whileUnderWay(accountId: string, id: string, changes: Partial<Pick<EstimateRecord, 'state' | 'result' | 'failure'>>): Promise<boolean> {
  const fields = Object.entries(changes);
  const keys = await tenant(accountId, 'write');
  return writeIfCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: table(), Key: keys.estimate(id),
        UpdateExpression: `SET ${fields.map(([name]) => `#${name} = :${name}`).join(', ')}`,
        ConditionExpression: 'attribute_exists(pk) AND #state IN (:queued, :running)',
        ExpressionAttributeNames: { '#state': 'state', ...Object.fromEntries(fields.map(([name]) => [`#${name}`, name])) },
        ExpressionAttributeValues: { ':queued': 'queued', ':running': 'running', ...Object.fromEntries(fields.map(([name, value]) => [`:${name}`, value])) },
      }),
    ),
  );
}

export const estimatesRepository = {
  async create(accountId: string, record: EstimateRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(), Item: { ...keys.estimate(record.id), ...record, ttl: epochSeconds() + ESTIMATE_TTL_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(accountId: string, id: string): Promise<EstimateRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.estimate(id), ConsistentRead: true }));
    if (!out.Item || (out.Item.ttl as number) < epochSeconds()) return undefined;
    return toRecord(out.Item);
  },

  /** False when it is gone, finished or failed (a redelivery after the result was stored). */
  markRunning: (accountId: string, id: string) => whileUnderWay(accountId, id, { state: 'running' }),

  finish: (accountId: string, id: string, result: Estimate) => whileUnderWay(accountId, id, { state: 'finished', result }),

  fail: (accountId: string, id: string, code: string) => whileUnderWay(accountId, id, { state: 'failed', failure: { code } }),
};
