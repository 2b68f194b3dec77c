import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SegmentGroup } from '@shared/segments/model';
import type { SegmentState } from '@shared/schemas/segments';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { outputIfCondition, writeIfCondition } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { readDue, SEGMENTS_DUE_PER_TICK, type DueRead } from '@functions/platform/due-index';
import { DUE_INDEX } from '@functions/data/keys';
import { tenant, type TenantKeys } from '@functions/data/tenant';

/** A calculated audience: its size and where its pieces are (the calculation's id names them). */
export interface AudienceRecord {
  calcId: string;
  /** Piece files the calculation wrote (some may hold no one). */
  pieces: number;
  count: number;
  /** Of `count`, those who could receive when calculated (shared/rules/reachable.ts); absent on older audiences. */
  reachable?: number;
  computedAt: string;
  expiresAt: string | null;
}

export interface SegmentRecord {
  id: string;
  name: string;
  type: 'static' | 'dynamic';
  conditions: SegmentGroup;
  refreshHours?: number;
  state: SegmentState;
  /** The calculation under way (or last started): pieces done and total, subscribers read, members found. */
  calc?: {
    id: string;
    pieces: number;
    done: number;
    scanned: number;
    matched: number;
    /** Members who can receive, summed as pieces end (absent on calculations begun before it was counted). */
    reachable?: number;
    startedAt: string;
    runs?: number;
  };
  audience: AudienceRecord | null;
  lastError?: string;
  createdAt: string;
  updatedAt: string;
  /** Segments saved before ids replaced e-mails here hold the e-mail (it is not shown). */
  updatedBy?: string;
  /** Who saved it last, by id: an e-mail here would outlive the user's deletion. */
  updatedById?: string;
  version: number;
}

/** One item a segment (keys in data/keys/campaigns.ts); dynamic segments also sit on the due index until their refresh. */
const table = () => config.appTable;

function toRecord(item: Record<string, unknown>): SegmentRecord {
  const { pk: _pk, sk: _sk, dueShard: _d, dueAt: _a, accountId: _acc, ...rest } = item;
  return rest as unknown as SegmentRecord;
}

const dueFields = (keys: TenantKeys, dueAt: string | null) => ({ ...(dueAt ? keys.segmentDue(dueAt) : {}), accountId: keys.accountId });

export const segmentsRepository = {
  async list(accountId: string): Promise<SegmentRecord[]> {
    const segments = (await tenant(accountId)).segments();
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': segments.pk, ':prefix': segments.prefix },
    });
    return items.map(toRecord);
  },

  async get(accountId: string, id: string): Promise<SegmentRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.segment(id), ConsistentRead: true }));
    return out.Item ? toRecord(out.Item) : undefined;
  },

  /** Writes the whole segment if the stored version is still `expectedVersion` (none: it must be new). */
  async put(accountId: string, segment: SegmentRecord, expectedVersion: number | null, dueAt: string | null): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.segment(segment.id), ...dueFields(keys, dueAt), ...segment },
          ...(expectedVersion === null
            ? { ConditionExpression: 'attribute_not_exists(pk)' }
            : { ConditionExpression: 'version = :v', ExpressionAttributeValues: { ':v': expectedVersion } }),
        }),
      ),
    );
  },

  async delete(accountId: string, id: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.segment(id), ConditionExpression: 'attribute_exists(pk)' })),
    );
  },

  /** Starts a calculation unless one is under way; false when one is. */
  async beginCalculation(accountId: string, id: string, calc: NonNullable<SegmentRecord['calc']>, at: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.segment(id),
          UpdateExpression: 'SET #state = :queued, calc = :calc, updatedAt = :at REMOVE lastError',
          ConditionExpression: 'attribute_exists(pk) AND NOT #state IN (:queued, :calculating)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':queued': 'queued', ':calculating': 'calculating', ':calc': calc, ':at': at },
        }),
      ),
    );
  },

  /** The coordinator knows how many pieces there are; only for the calculation it belongs to. */
  async setPieces(accountId: string, id: string, calcId: string, pieces: number): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.segment(id),
          UpdateExpression: 'SET #state = :calculating, calc.pieces = :n',
          ConditionExpression: 'calc.id = :calc',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':calculating': 'calculating', ':n': pieces, ':calc': calcId },
        }),
      ),
    );
  },

  /**
   * Counts one piece done (once: its number joins a set) and answers the calculation as it now
   * stands, or undefined when the segment has moved on to another calculation.
   */
  async pieceDone(
    accountId: string,
    id: string,
    calcId: string,
    piece: number,
    scanned: number,
    matched: number,
    reachable = 0,
  ): Promise<SegmentRecord['calc'] | undefined> {
    const keys = await tenant(accountId, 'write');
    const out = await outputIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.segment(id),
          UpdateExpression:
            'SET calc.done = calc.done + :one, calc.scanned = calc.scanned + :scanned, calc.matched = calc.matched + :matched, calc.reachable = if_not_exists(calc.reachable, :zero) + :reachable ADD donePieces :piece',
          ConditionExpression: 'calc.id = :calc AND (attribute_not_exists(donePieces) OR NOT contains(donePieces, :n))',
          ExpressionAttributeValues: {
            ':one': 1,
            ':scanned': scanned,
            ':matched': matched,
            ':reachable': reachable,
            ':zero': 0,
            ':piece': new Set([piece]),
            ':n': piece,
            ':calc': calcId,
          },
          ReturnValues: 'ALL_NEW',
        }),
      ),
    );
    return (out?.Attributes as SegmentRecord | undefined)?.calc;
  },

  /**
   * Claims a run of one step of the calculation (the tracked-job model's claim): counts it in
   * calc.runs; false when the segment has moved on to another calculation or this one has ended.
   */
  async claimCalculation(accountId: string, id: string, calcId: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.segment(id),
          UpdateExpression: 'ADD calc.runs :one',
          ConditionExpression: 'calc.id = :calc AND #state IN (:queued, :calculating)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':one': 1, ':calc': calcId, ':queued': 'queued', ':calculating': 'calculating' },
        }),
      ),
    );
  },

  /** The last piece publishes the audience; the refresh of a dynamic segment goes back on the due index. */
  async finishCalculation(accountId: string, id: string, calcId: string, audience: AudienceRecord, dueAt: string | null): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const due = dueAt ? keys.segmentDue(dueAt) : undefined;
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.segment(id),
          UpdateExpression: `SET #state = :ready, audience = :audience, updatedAt = :at${due ? ', dueShard = :shard, dueAt = :due' : ''} REMOVE donePieces${due ? '' : ', dueShard, dueAt'}`,
          ConditionExpression: 'calc.id = :calc',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':ready': 'ready',
            ':audience': audience,
            ':at': audience.computedAt,
            ':calc': calcId,
            ...(due ? { ':shard': due.dueShard, ':due': due.dueAt } : {}),
          },
        }),
      ),
    );
  },

  /** A failed calculation; a dynamic segment goes back on the due index at `retryAt` (null: off it). Nothing when another calculation took over. */
  async failCalculation(accountId: string, id: string, calcId: string, message: string, retryAt: string | null): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const due = retryAt ? keys.segmentDue(retryAt) : undefined;
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.segment(id),
          UpdateExpression: `SET #state = :failed, lastError = :message${due ? ', dueShard = :shard, dueAt = :due' : ''} REMOVE donePieces${due ? '' : ', dueShard, dueAt'}`,
          // Once: a calculation that ended (published or failed) stays so.
          ConditionExpression: 'calc.id = :calc AND #state IN (:queued, :calculating)',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':queued': 'queued',
            ':calculating': 'calculating',
            ':failed': 'failed',
            ':message': message.slice(0, 500),
            ':calc': calcId,
            ...(due ? { ':shard': due.dueShard, ':due': due.dueAt } : {}),
          },
        }),
      ),
    );
  },

  /**
   * Dynamic segments due for a refresh, across accounts (the ticker), every page of them up to
   * SEGMENTS_DUE_PER_TICK (a segment stays due while it calculates, and moves on once calculated).
   */
  async due(untilIso: string, read: DueRead = {}): Promise<{ accountId: string; id: string }[]> {
    const items = await readDue(DUE_INDEX.segments, untilIso, { max: SEGMENTS_DUE_PER_TICK, ...read });
    return items.map((i) => ({ accountId: i.accountId as string, id: i.id as string }));
  },
};
