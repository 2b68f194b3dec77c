import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { DnsRecord, DomainStatus } from '@shared/schemas/domains';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { readDue, type DueRead } from '@functions/platform/due-index';
import { transactIfConditions, writeIfCondition } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';
import { DUE_INDEX, platformKeys } from '@functions/data/keys';
import { tenant } from '@functions/data/tenant';

/** A sending domain as stored (keys in data/keys/account.ts; the claim in data/keys/platform.ts). */
export interface DomainRecord {
  accountId: string;
  domain: string;
  dkimStatus: DomainStatus;
  mailFromDomain: string;
  mailFromStatus: DomainStatus;
  /** Whether SES accepted our MAIL FROM setting; false means the next check sets it again. */
  mailFromSet: boolean;
  records: DnsRecord[];
  addedAt: string;
  addedBy?: string;
  checkedAt?: string;
  /** How many checks found it unverified (spaces the background checks out). */
  checks: number;
  verifiedLocally?: boolean;
}

const table = () => config.appTable;
const DOMAIN_FIELDS = [
  'accountId',
  'domain',
  'dkimStatus',
  'mailFromDomain',
  'mailFromStatus',
  'mailFromSet',
  'records',
  'addedAt',
  'addedBy',
  'checkedAt',
  'checks',
  'verifiedLocally',
] as const;

const toRecord = (item: Record<string, unknown>): DomainRecord => {
  const out: Record<string, unknown> = {};
  for (const field of DOMAIN_FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return out as unknown as DomainRecord;
};

export const domainsRepository = {
  async list(accountId: string): Promise<DomainRecord[]> {
    const range = (await tenant(accountId)).sendingDomains();
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
    });
    return items.map(toRecord);
  },

  async get(accountId: string, domain: string): Promise<DomainRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.sendingDomain(domain), ConsistentRead: true }));
    return out.Item ? toRecord(out.Item) : undefined;
  },

  /** Which account holds a domain across the platform (undefined: nobody). */
  async claimant(domain: string): Promise<string | undefined> {
    const out = await dynamo().send(
      new GetCommand({ TableName: table(), Key: platformKeys.sendingDomainClaim(domain), ConsistentRead: true }),
    );
    return out.Item?.accountId as string | undefined;
  },

  /**
   * Claims the domain for the account and stores it, in one transaction: false when another account
   * (or this one) already holds the domain. `dueAt` puts it on the ticker's due index.
   */
  async create(record: DomainRecord, dueAt: string): Promise<boolean> {
    const keys = await tenant(record.accountId, 'write');
    const refused = await transactIfConditions(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table(),
                Item: { ...platformKeys.sendingDomainClaim(record.domain), accountId: record.accountId, claimedAt: record.addedAt },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            {
              Put: {
                TableName: table(),
                Item: { ...keys.sendingDomain(record.domain), ...record, ...keys.sendingDomainDue(dueAt) },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
          ],
        }),
      ),
    );
    return refused.length === 0;
  },

  /** Saves what a check found; `dueAt` undefined takes the domain off the due index (verified, or SES gave up). */
  async save(record: DomainRecord, dueAt: string | undefined): Promise<void> {
    const keys = await tenant(record.accountId, 'write');
    // A check racing a deletion must not bring the domain back: a failed condition is that race, lost quietly.
    await writeIfCondition(() =>
      dynamo().send(
        new PutCommand({
          TableName: table(),
          Item: { ...keys.sendingDomain(record.domain), ...record, ...(dueAt ? keys.sendingDomainDue(dueAt) : {}) },
          ConditionExpression: 'attribute_exists(pk)',
        }),
      ),
    );
  },

  /** Deletes the domain and releases its claim (only the holder's claim). */
  async remove(accountId: string, domain: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new DeleteCommand({ TableName: table(), Key: keys.sendingDomain(domain) }));
    // Only the holder's claim: a stale claim another account has since taken is not ours to release.
    await writeIfCondition(() =>
      dynamo().send(
        new DeleteCommand({
          TableName: table(),
          Key: platformKeys.sendingDomainClaim(domain),
          ConditionExpression: 'accountId = :account',
          ExpressionAttributeValues: { ':account': accountId },
        }),
      ),
    );
  },

  /** Unverified domains whose next check is due, across accounts (the ticker's view). */
  async due(untilIso: string, read: DueRead & { max: number }): Promise<DomainRecord[]> {
    return (await readDue(DUE_INDEX.domains, untilIso, read)).map(toRecord);
  },
};
