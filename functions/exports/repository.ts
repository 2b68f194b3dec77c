import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { trackedRecords, type TrackedFields } from '@functions/jobs/tracked-repository';
import type { ExportAudience, ExportJob } from '@shared/schemas/exports';
import type { Job } from '@functions/jobs/messages';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { queryFilteredPage } from '@functions/platform/filtered-page';
import { tenant } from '@functions/data/tenant';

/** One item an export (keys in data/keys/jobs.ts), newest first; the file is exports/<account>/<id>/<name>.csv. */
const table = () => config.appTable;
export const exportObjectKey = (accountId: string, id: string) => `exports/${accountId}/${id}/export-${id}.csv`;

export interface ExportRecord extends Pick<TrackedFields, 'runs' | 'attempt' | 'updatedAt' | 'progress'> {
  id: string;
  accountId: string;
  state: 'queued' | 'running' | 'finished' | 'failed';
  audience: ExportAudience;
  fields: string[];
  encoding: ExportJob['encoding'];
  header: boolean;
  createdAt: string;
  /** The requester's e-mail, on exports from before it was read by id when shown (functions/users/labels.ts). */
  createdBy?: string;
  /** The requester, whom the ready notification goes to (absent on exports ordered before it). */
  createdById?: string;
  startedAt?: string;
  finishedAt?: string;
  rowsWritten: number;
  rowsExpected: number;
  bytes?: number;
  expiresAt?: string;
  objectKey?: string;
  failure?: { code: string };
  /** The exporter's restriction to segments when it was ordered (spec section 6). */
  scopeSegmentIds?: string[];
  /** A report's file: what it is of (ExportJob.title); an SFTP export task's, the file it becomes. */
  title?: string;
  /**
   * Ordered by a job rather than a person (an SFTP export task's run): queued when the export ends,
   * whatever its outcome, instead of the requester's "ready" e-mail.
   */
  followUp?: Job;
}

/** Which exports a list keeps: one user's (a restricted user sees only theirs), reports' files only. */
export interface ExportListFilter {
  createdById?: string;
  kinds?: readonly string[];
}

/** The tracked-job model's transitions on an export's item (functions/jobs/tracked.ts). */
export const exportRecords = trackedRecords((keys, id) => keys.exportJob(id));

const strip = ({ pk: _pk, sk: _sk, ttl: _ttl, ...rest }: Record<string, unknown>) => rest as unknown as ExportRecord;

export const exportsRepository = {
  async create(record: ExportRecord): Promise<void> {
    const keys = await tenant(record.accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.exportJob(record.id), ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  async get(accountId: string, id: string): Promise<ExportRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.exportJob(id), ConsistentRead: true }));
    return out.Item ? strip(out.Item) : undefined;
  },

  /** Newest first; a filter keeps only what it names (read on until the page fills). */
  async list(
    accountId: string,
    limit: number,
    cursor?: string,
    filter: ExportListFilter = {},
  ): Promise<{ items: ExportRecord[]; cursor?: string }> {
    const { createdById, kinds } = filter;
    const keep =
      createdById || kinds
        ? (item: Record<string, unknown>) =>
            (!createdById || item.createdById === createdById) &&
            (!kinds || kinds.includes((item.audience as ExportAudience | undefined)?.kind ?? ''))
        : undefined;
    const jobs = (await tenant(accountId)).exportJobs();
    const page = await queryFilteredPage(
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': jobs.pk, ':p': jobs.prefix },
        ScanIndexForward: false,
      },
      { pk: jobs.pk },
      limit,
      cursor,
      keep,
    );
    return { items: page.items.map(strip), cursor: page.cursor };
  },
};
