import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { JobFailure, JobProgress } from '@shared/schemas/jobs';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import type { TableKey } from '@functions/data/keys/context';

/**
 * The tracked-job model's fields on a job's own record (an import, an export, an estimate: each kind
 * keeps its item where its keys put it, and these attributes sit beside the kind's own). Every write
 * is conditional on the state, so a finished, failed or cancelled job never moves again and a stale
 * delivery's write does nothing.
 */
export interface TrackedFields {
  state: string;
  startedAt?: string;
  finishedAt?: string;
  updatedAt?: string;
  /** Runs claimed: retries and continuations alike. */
  runs?: number;
  /** The queue delivery of the latest run (SQS ApproximateReceiveCount). */
  attempt?: number;
  progress?: JobProgress;
  /** Where the next run resumes (the kind's own shape: a file line, an id, a piece set). */
  checkpoint?: unknown;
  failure?: JobFailure;
  /** Epoch seconds: the table's TTL attribute removes the record then. */
  ttl?: number;
}

/** The model's attributes and the kind's own that a transition sets. */
export type Fields = Record<string, unknown>;

const UNDER_WAY = '#state IN (:queued, :running)';

/** One conditional SET of `fields` (and ADDs of `adds`) on the record; false when the condition refused it or the record is gone. */
async function update(
  key: TableKey,
  fields: Fields,
  condition: string,
  more: { adds?: Record<string, number>; ifAbsent?: Fields } = {},
): Promise<boolean> {
  const set = Object.entries(fields).filter(([, v]) => v !== undefined);
  const keep = Object.entries(more.ifAbsent ?? {});
  const adds = more.adds ?? {};
  const names: Record<string, string> = { '#state': 'state' };
  // Only the values the condition names: DynamoDB refuses unused ones.
  const exprValues: Fields = Object.fromEntries(['queued', 'running'].filter((v) => condition.includes(`:${v}`)).map((v) => [`:${v}`, v]));
  set.forEach(([name, value], i) => {
    names[`#s${i}`] = name;
    exprValues[`:s${i}`] = value;
  });
  keep.forEach(([name, value], i) => {
    names[`#k${i}`] = name;
    exprValues[`:k${i}`] = value;
  });
  Object.entries(adds).forEach(([name, n], i) => {
    names[`#a${i}`] = name;
    exprValues[`:a${i}`] = n;
  });
  const sets = [...set.map((_, i) => `#s${i} = :s${i}`), ...keep.map((_, i) => `#k${i} = if_not_exists(#k${i}, :k${i})`)];
  const addParts = Object.keys(adds).map((_, i) => `#a${i} :a${i}`);
  const expression = [sets.length ? `SET ${sets.join(', ')}` : '', addParts.length ? `ADD ${addParts.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
  return writeIfCondition(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: config.appTable,
        Key: key,
        UpdateExpression: expression,
        ConditionExpression: `attribute_exists(pk) AND ${condition}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: exprValues,
      }),
    ),
  );
}

/** How the ends are written: the state, when, and what the kind adds (a failure code, its result, a TTL). */
export interface EndWrite {
  state: string;
  at: string;
  failure?: JobFailure;
  ttl?: number;
  fields?: Fields;
}

/**
 * The transitions of the records one kind keeps under `keyOf` (a key from the registry, through
 * tenant()). Used by functions/jobs/tracked.ts; a kind's repository may add writes of its own
 * (an import's batch transaction moves its checkpoint with the subscribers it wrote).
 */
export function trackedRecords(keyOf: (keys: TenantKeys, id: string) => TableKey) {
  const key = async (accountId: string, id: string) => keyOf(await tenant(accountId, 'write'), id);
  return {
    /**
     * Claims a run: queued or running (a retry, a continuation) → running, runs counted, the first
     * start kept. False when the job has ended or is gone: the delivery is stale and does nothing.
     */
    async claim(accountId: string, id: string, run: { at: string; attempt: number; fields?: Fields }): Promise<boolean> {
      return update(await key(accountId, id), { state: 'running', updatedAt: run.at, attempt: run.attempt, ...run.fields }, UNDER_WAY, {
        adds: { runs: 1 },
        ifAbsent: { startedAt: run.at },
      });
    },

    /** Progress and the checkpoint a later run resumes from; only while running (a cancelled job's late write does nothing). */
    async progress(
      accountId: string,
      id: string,
      p: { progress?: JobProgress; checkpoint?: unknown; fields?: Fields; at: string },
    ): Promise<boolean> {
      return update(
        await key(accountId, id),
        { progress: p.progress, checkpoint: p.checkpoint, updatedAt: p.at, ...p.fields },
        '#state = :running',
      );
    },

    /** Ends the job once: only from queued or running. */
    async end(accountId: string, id: string, end: EndWrite): Promise<boolean> {
      return update(
        await key(accountId, id),
        { state: end.state, finishedAt: end.at, updatedAt: end.at, failure: end.failure, ttl: end.ttl, ...end.fields },
        UNDER_WAY,
      );
    },
  };
}
export type TrackedRecords = ReturnType<typeof trackedRecords>;

/** One record's transitions, as runTracked uses them (a TrackedStore with progress). */
export function recordStore(records: TrackedRecords, accountId: string, id: string, claimFields?: Fields) {
  return {
    claim: (run: { at: string; attempt: number }) => records.claim(accountId, id, { ...run, fields: claimFields }),
    progress: (p: Parameters<TrackedRecords['progress']>[2]) => records.progress(accountId, id, p),
    end: (end: EndWrite) => records.end(accountId, id, end),
  };
}
