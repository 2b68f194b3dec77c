import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { ScoringRules, ScoringSummary } from '@shared/schemas/scoring';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { advanceDue, readDue, type DueRead } from '@functions/platform/due-index';
import { writeIfCondition } from '@functions/platform/dynamo';
import { DUE_INDEX } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';
import { trackedRecords, type TrackedFields } from '@functions/jobs/tracked-repository';

const table = () => config.appTable;

export interface RulesRecord {
  rules: ScoringRules;
  updatedAt: string;
  updatedById: string;
}

export type ScoringTrigger = 'manual' | 'rules' | 'nightly';

/** A recalculation's item: the tracked-job fields, what started it, and the checkpoint's tally (kept in `checkpoint`). */
export interface RunRecord extends TrackedFields {
  id: string;
  accountId: string;
  trigger: ScoringTrigger;
  createdAt: string;
  /** Subscribers in the database when it started: the progress's total. */
  expected: number;
  /** The rules as they were when it started: every continuation scores with the same. */
  rules: ScoringRules;
  /** What it found, once finished. */
  summary?: ScoringSummary;
}

/** The tracked-job model's transitions on a recalculation's item (functions/jobs/tracked.ts). */
export const scoringRunRecords = trackedRecords((keys, id) => keys.scoringRun(id));

const strip = <T>({ pk: _pk, sk: _sk, ttl: _ttl, dueShard: _d, dueAt: _a, ...rest }: Record<string, unknown>) => rest as unknown as T;

/** Scoring's items (keys/scoring.ts) and the one attribute it writes on subscribers, `engagement`. */
export const scoringRepository = {
  async rules(accountId: string): Promise<RulesRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.scoringRules() }));
    return out.Item ? strip<RulesRecord>(out.Item) : undefined;
  },

  /** Saves the rules; `nextNight` puts them on the due index for the ticker's nightly recalculation. */
  async putRules(accountId: string, record: RulesRecord, nextNight: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.scoringRules(), accountId, ...record, ...keys.scoringDue(nextNight) } }),
    );
  },

  /** Rules whose nightly recalculation is due, across accounts (the ticker's view). */
  async due(untilIso: string, read: DueRead & { max: number }): Promise<{ accountId: string; dueAt: string }[]> {
    return (await readDue(DUE_INDEX.scoring, untilIso, read)).map((item) => ({
      accountId: item.accountId as string,
      dueAt: item.dueAt as string,
    }));
  },

  /** Moves the rules past their night `from`: on to `next`, or off the index (the account lost scoring). Once per night. */
  async advanceNight(accountId: string, from: string, next: string | undefined): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return advanceDue(keys.scoringRules(), { shard: DUE_INDEX.scoring, from, next });
  },

  async createRun(record: RunRecord): Promise<void> {
    const keys = await tenant(record.accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.scoringRun(record.id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async run(accountId: string, id: string): Promise<RunRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.scoringRun(id), ConsistentRead: true }));
    return out.Item ? strip<RunRecord>(out.Item) : undefined;
  },

  /** The newest recalculation. */
  async latestRun(accountId: string): Promise<RunRecord | undefined> {
    const runs = (await tenant(accountId)).scoringRuns();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': runs.pk, ':p': runs.prefix },
        ScanIndexForward: false,
        Limit: 1,
        ConsistentRead: true,
      }),
    );
    const item = out.Items?.[0];
    return item ? strip<RunRecord>(item) : undefined;
  },

  async summary(accountId: string): Promise<ScoringSummary | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.scoringSummary() }));
    return out.Item ? strip<{ summary: ScoringSummary }>(out.Item).summary : undefined;
  },

  /** The last finished recalculation's summary; an older one never replaces a newer (two runs ending out of order). */
  async putSummary(accountId: string, summary: ScoringSummary): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.scoringSummary(), summary },
          ConditionExpression: 'attribute_not_exists(pk) OR #s.#f <= :f',
          ExpressionAttributeNames: { '#s': 'summary', '#f': 'finishedAt' },
          ExpressionAttributeValues: { ':f': summary.finishedAt },
        }),
      ),
    );
  },
};
