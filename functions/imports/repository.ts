import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@shared/constants';
import type { ImportEncoding, ImportOptions, ImportRowOutcome, ImportState } from '@shared/schemas/imports';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { epochSeconds, writeIfCondition } from '@functions/platform/dynamo';
import { queryFilteredPage } from '@functions/platform/filtered-page';
import { queryAll } from '@functions/platform/query';
import { tenant, type TenantKeys } from '@functions/data/tenant';
import { trackedRecords, type TrackedFields } from '@functions/jobs/tracked-repository';

/**
 * Imports' records (keys in data/keys/jobs.ts): uploaded files (the object is
 * imports/<account>/<id>/source.csv), imports with their options, counters and checkpoint, the rows
 * the database refused or skipped (forgotten, over the plan's limit) for the report, and the
 * spam-trap time lock of the account's imports.
 */
const table = () => config.appTable;

/** S3 keys, derived from the session's account and a generated id: a client never names one. */
export const sourceObjectKey = (accountId: string, fileId: string) => `imports/${accountId}/${fileId}/source.csv`;
export const reportObjectKey = (accountId: string, importId: string, encoding: ImportEncoding) =>
  `imports/${accountId}/${importId}/${encoding === 'utf-8' ? 'report.csv' : `report-${encoding}.csv`}`;
/** The report's objects, one per encoding it can be downloaded in. */
export type ReportKeys = Partial<Record<ImportEncoding, string>>;

/** Uploaded files and reports live 7 days (the bucket's lifecycle rule expires imports/ after that). */
export const IMPORT_OBJECT_DAYS = 7;
const ttlIn = (days: number) => epochSeconds() + days * 86400;

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

export interface ImportFile {
  id: string;
  name: string;
  size: number;
  createdAt: string;
  /** Who uploaded it (absent on files uploaded before it was kept): a restricted user may use only their own. */
  createdById?: string;
}

export const COUNTER_NAMES = [
  'rowsRead',
  'imported',
  'updated',
  'unchanged',
  'rejected',
  'skipped',
  'skippedDuplicate',
  'skippedBlacklisted',
  'skippedForgotten',
  'skippedExisting',
  'skippedLimit',
  'spamTraps',
] as const;
export type CounterName = (typeof COUNTER_NAMES)[number];
export type Counters = Record<CounterName, number>;
export const zeroCounters = (): Counters => Object.fromEntries(COUNTER_NAMES.map((n) => [n, 0])) as Counters;

/** An import as stored. */
export interface ImportRecord extends Counters, Pick<TrackedFields, 'attempt' | 'updatedAt'> {
  id: string;
  accountId: string;
  source: 'file' | 'manual';
  fileId?: string;
  fileName?: string;
  state: ImportState;
  createdAt: string;
  /** The starter's e-mail, on imports from before it was read by id when shown (functions/users/labels.ts). */
  createdBy?: string;
  createdById?: string;
  startedAt?: string;
  finishedAt?: string;
  options: ImportOptions;
  columnCount: number;
  bytesRead: number;
  bytesTotal: number;
  /** The file line of the last row committed: a resumed run skips everything up to it. */
  checkpoint: number;
  /** Mode 3 subscribers whose history is still to be cleared (committed with the batch that changed them). */
  historyToClear?: string[];
  runs: number;
  lockedUntil?: string;
  failure?: { code: string; params?: Record<string, unknown> };
  /** Reports written before they came in two encodings have only this one (UTF-8). */
  reportKey?: string;
  reportKeys?: ReportKeys;
  /**
   * Rows not taken by reason (shared/rules/import-outcome.ts reasonKey → count), added by the same
   * transactions as the counters; created empty by the first run (imports from before have none).
   */
  reasons?: Record<string, number>;
  /** The language the report is written in: the starter's preference when the first run began. */
  language?: Language;
  /** The starter's restriction to segments (spec section 6): rows outside it are refused (functions/imports/decide.ts). */
  scopeSegmentIds?: string[];
}

/** The tracked-job model's transitions on an import's item (functions/jobs/tracked.ts). */
export const importRecords = trackedRecords((keys, id) => keys.importJob(id));

const strip = (item: Record<string, unknown>) => {
  const { pk: _pk, sk: _sk, ttl: _ttl, ...rest } = item;
  return rest;
};

export const importsRepository = {
  async putFile(accountId: string, file: ImportFile): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.importFile(file.id), ...file, ttl: ttlIn(IMPORT_OBJECT_DAYS) } }),
    );
  },

  async getFile(accountId: string, fileId: string): Promise<ImportFile | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.importFile(fileId) }));
    return out.Item ? (strip(out.Item) as unknown as ImportFile) : undefined;
  },

  async create(record: ImportRecord): Promise<void> {
    const keys = await tenant(record.accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.importJob(record.id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(accountId: string, id: string): Promise<ImportRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.importJob(id), ConsistentRead: true }));
    return out.Item ? (strip(out.Item) as unknown as ImportRecord) : undefined;
  },

  /** Newest first; `createdById` keeps only that user's (read on until the page fills). */
  async list(accountId: string, limit: number, cursor?: string, createdById?: string): Promise<{ items: ImportRecord[]; cursor?: string }> {
    const jobs = (await tenant(accountId)).importJobs();
    const page = await queryFilteredPage(
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': jobs.pk, ':prefix': jobs.prefix },
        ScanIndexForward: false,
      },
      { pk: jobs.pk },
      limit,
      cursor,
      createdById ? (item) => item.createdById === createdById : undefined,
    );
    return { items: page.items.map((i) => strip(i) as unknown as ImportRecord), cursor: page.cursor };
  },

  /**
   * The progress of one committed batch, written in the batch's own transaction: counters added,
   * the checkpoint moved on. The condition on the previous checkpoint makes a batch count once even
   * if two runs of the same import overlap (a duplicate SQS delivery). `keys`: the transaction's
   * tenant (its subscribers' keys come from the same).
   */
  progressItem(
    keys: TenantKeys,
    id: string,
    p: {
      from: number;
      to: number;
      bytesRead: number;
      deltas: Partial<Counters>;
      /** Added to `reasons` (the map exists: runStarted made it). */
      reasons?: ReadonlyMap<string, number>;
      historyToClear: string[];
      at: string;
    },
  ): TransactItem {
    const names: Record<string, string> = { '#state': 'state' };
    const values: Record<string, unknown> = {
      ':from': p.from,
      ':to': p.to,
      ':bytes': p.bytesRead,
      ':at': p.at,
      ':running': 'running',
      ':h': p.historyToClear,
    };
    const adds: string[] = [];
    for (const [name, n] of Object.entries(p.deltas)) {
      if (!n) continue;
      names[`#${name}`] = name;
      values[`:${name}`] = n;
      adds.push(`#${name} :${name}`);
    }
    const sets = ['checkpoint = :to', 'bytesRead = :bytes', 'updatedAt = :at', 'historyToClear = :h'];
    let r = 0;
    for (const [key, n] of p.reasons ?? []) {
      if (!n) continue;
      names['#reasons'] = 'reasons';
      names[`#r${r}`] = key;
      values[`:r${r}`] = n;
      values[':zero'] = 0;
      sets.push(`#reasons.#r${r} = if_not_exists(#reasons.#r${r}, :zero) + :r${r}`);
      r++;
    }
    return {
      Update: {
        TableName: table(),
        Key: keys.importJob(id),
        UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
        ConditionExpression: 'checkpoint = :from AND #state = :running',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    };
  },

  /** A row the database refused or skipped, kept for the report (the file alone cannot say it again on a resumed run). */
  rowOutcomeItem(keys: TenantKeys, importId: string, row: ImportRowOutcome): TransactItem {
    return { Put: { TableName: table(), Item: { ...keys.importRow(importId, row.line), ...row, ttl: ttlIn(IMPORT_OBJECT_DAYS) } } };
  },

  async rowOutcomes(accountId: string, importId: string): Promise<ImportRowOutcome[]> {
    const rows = (await tenant(accountId)).importRows(importId);
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': rows.pk, ':prefix': rows.prefix },
    });
    return items.map((i) => strip(i) as unknown as ImportRowOutcome);
  },

  /**
   * A run begins: the reason counts' map is made if the import has none yet, and the report's language
   * is fixed by the first run (later runs keep it, so one report is in one language). Answers the record's values.
   */
  async runStarted(accountId: string, id: string, language: Language): Promise<{ reasons: Record<string, number>; language: Language }> {
    const keys = await tenant(accountId, 'write');
    const out = await dynamo().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.importJob(id),
        UpdateExpression: 'SET reasons = if_not_exists(reasons, :empty), #language = if_not_exists(#language, :language)',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#language': 'language' },
        ExpressionAttributeValues: { ':empty': {}, ':language': language },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { reasons: (out.Attributes?.reasons ?? {}) as Record<string, number>, language: out.Attributes?.language as Language };
  },

  /** The history of these subscribers was cleared: forget the list (only if no other run moved on meanwhile). */
  async historyCleared(accountId: string, id: string, checkpoint: number): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.importJob(id),
          UpdateExpression: 'SET historyToClear = :empty',
          ConditionExpression: 'checkpoint = :cp',
          ExpressionAttributeValues: { ':empty': [], ':cp': checkpoint },
        }),
      ),
    );
  },

  async lockedUntil(accountId: string): Promise<string | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.importLock() }));
    const until = out.Item?.until as string | undefined;
    return until && until > new Date().toISOString() ? until : undefined;
  },

  async lock(accountId: string, until: string, importId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({ TableName: table(), Item: { ...keys.importLock(), until, importId, ttl: Math.ceil(Date.parse(until) / 1000) } }),
    );
  },
};
