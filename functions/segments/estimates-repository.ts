import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SegmentGroup } from '@shared/segments/model';
import type { Estimate, EstimateState } from '@shared/schemas/segments';
import { trackedRecords } from '@functions/jobs/tracked-repository';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, nowIso } from '@functions/platform/dynamo';
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

/** The tracked-job model's transitions on an estimate's item (functions/jobs/tracked.ts). */
export const estimateRecords = trackedRecords((keys, id) => keys.estimate(id));

export const estimatesRepository = {
  async create(accountId: string, record: EstimateRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.estimate(record.id), ...record, ttl: epochSeconds() + ESTIMATE_TTL_SECONDS },
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
  markRunning: (accountId: string, id: string, attempt = 1) => estimateRecords.claim(accountId, id, { at: nowIso(), attempt }),
};
