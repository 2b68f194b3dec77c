import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { encodeTime } from 'ulid';
import type { Sms, SmsState } from '@shared/schemas/sms';
import type { StoredApproval } from '@functions/sending/acceptance';
import { dynamo } from '@functions/platform/aws';
import { batchGetItems } from '@functions/platform/batch-get';
import { config } from '@functions/platform/config';
import { updateOf, writeIfCondition } from '@functions/platform/dynamo';
import { queryFilteredPage } from '@functions/platform/filtered-page';
import { tenant } from '@functions/data/tenant';

/** An SMS sending as stored: who ordered it by id (read as an e-mail), the restriction of a user limited to segments. */
export interface SmsRecord extends Omit<Sms, 'createdBy'> {
  createdById: string;
  scopeSegmentIds?: string[];
  /** 4-eye verification: the request (with the maker's reach) while awaiting, its rejection once rejected. */
  approval?: StoredApproval;
  acceptedById?: string;
  acceptedAt?: string;
  /** Set while the planner counts the audience: no sender may declare the sending finished meanwhile. */
  planning?: boolean;
  /** The planner's checkpoint and the reconciler's due entry (delivery/records-repository.ts): never shown. */
  planStep?: number;
  planCursor?: string;
  planned?: number;
  planAt?: string;
  dueShard?: string;
  dueAt?: string;
  startedAt?: string;
  updatedAt?: string;
  /** A cyclic parent's last run made (issue 17, schedule.ts). */
  lastRun?: number;
}

/** What must hold for a write to land: a condition with its own attribute names and values. */
export interface SmsCondition {
  condition: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

function toRecord(item: Record<string, unknown>): SmsRecord {
  const { pk: _pk, sk: _sk, accountId: _acc, ...rest } = item;
  return rest as unknown as SmsRecord;
}

/**
 * SMS sendings, one item each in the account's base partition (keys in data/keys/campaigns.ts); ids
 * are ULIDs, so the key order is the order they were made.
 */
export const smsRepository = {
  async put(accountId: string, sms: SmsRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(
      new PutCommand({
        TableName: config.appTable,
        Item: { ...keys.smsRecord(sms.id), accountId, ...sms },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  },

  /** The record of an item already read (the delivery engine reads it once per batch). */
  recordOf: (item: Record<string, unknown>) => toRecord(item),

  async get(accountId: string, id: string): Promise<SmsRecord | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.smsRecord(id), ConsistentRead: true }));
    return out.Item ? toRecord(out.Item) : undefined;
  },

  /** These sendings by id, in one batch read (missing ones left out). */
  async getMany(accountId: string, ids: readonly string[]): Promise<Map<string, SmsRecord>> {
    const keys = await tenant(accountId);
    const items = await batchGetItems([...new Set(ids)].map((id) => keys.smsRecord(id)));
    return new Map(items.map(toRecord).map((s) => [s.id, s]));
  },

  /**
   * Newest first, an A/B test's variants left out: the test is listed once, its variants reached
   * from it (`/sms/{id}/variants`), as e-mail A/B/X variants are not mailings of the list. Filtered,
   * so a page reads on a few times to fill up (platform/filtered-page.ts).
   */
  async list(accountId: string, limit: number, cursor?: string): Promise<{ items: SmsRecord[]; cursor?: string }> {
    const sendings = (await tenant(accountId)).smsRecords();
    const page = await queryFilteredPage(
      {
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        FilterExpression: 'attribute_not_exists(variant)',
        ExpressionAttributeValues: { ':pk': sendings.pk, ':prefix': sendings.prefix },
        ScanIndexForward: false,
      },
      { pk: sendings.pk },
      limit,
      cursor,
    );
    return { items: page.items.map(toRecord), cursor: page.cursor };
  },

  /**
   * Issue 18, the SMS reports: sendings made within [from, before) (ULIDs sort by their time, so the
   * period is a key range), newest first, variants left out (their test is listed) and only those that
   * went out, or began to.
   */
  async listMadeWithin(
    accountId: string,
    period: { from?: string; before?: string },
    limit: number,
    cursor?: string,
  ): Promise<{ items: SmsRecord[]; cursor?: string }> {
    const sendings = (await tenant(accountId)).smsRecords();
    const bound = (iso: string | undefined, fill: string, fallback: string) =>
      iso ? `${sendings.prefix}${encodeTime(Math.max(0, Date.parse(iso)), 10)}${fill.repeat(16)}` : fallback;
    const page = await queryFilteredPage(
      {
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        FilterExpression: 'attribute_not_exists(variant) AND #state IN (:sending, :paused, :sent, :failed, :cancelled)',
        ExpressionAttributeNames: { '#state': 'state' },
        ExpressionAttributeValues: {
          ':pk': sendings.pk,
          ':from': bound(period.from, '0', sendings.prefix),
          // The last ULID of the millisecond before `before`.
          ':to': bound(period.before && new Date(Date.parse(period.before) - 1).toISOString(), 'Z', `${sendings.prefix}~`),
          ':sending': 'sending',
          ':paused': 'paused',
          ':sent': 'sent',
          ':failed': 'failed',
          ':cancelled': 'cancelled',
        },
        ScanIndexForward: false,
      },
      { pk: sendings.pk },
      limit,
      cursor,
    );
    return { items: page.items.map(toRecord), cursor: page.cursor };
  },

  /**
   * One state change of a sending: to `to` with `set` and `remove`, in one conditional write that
   * holds only while `when` does (its condition with its own names and values; `#state` is the
   * state). False when it did not hold: of two callers, only one moves it.
   */
  async transition(
    accountId: string,
    id: string,
    change: { to: SmsState; at: string; set?: Record<string, unknown>; remove?: readonly string[]; when: SmsCondition },
  ): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const names: Record<string, string> = { '#state': 'state', ...change.when.names };
    const values: Record<string, unknown> = { ':to': change.to, ':at': change.at, ...change.when.values };
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.smsRecord(id),
          UpdateExpression: updateOf({ fixed: ['#state = :to', 'updatedAt = :at'], ...change }, names, values),
          ConditionExpression: change.when.condition,
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  },

  /**
   * 4-eye verification: the decision on a waiting sending, one conditional write that holds only
   * while the request made at `since` still waits, so two checkers cannot both decide it.
   */
  decide(
    accountId: string,
    id: string,
    since: string,
    to: Extract<SmsState, 'sending' | 'planned' | 'rejected'>,
    change: { at: string; set: Record<string, unknown>; remove?: readonly string[] },
  ): Promise<boolean> {
    return this.transition(accountId, id, {
      to,
      ...change,
      when: {
        condition: '#state = :awaiting AND #approval.#state = :pending AND #approval.requestedAt = :since',
        names: { '#approval': 'approval' },
        values: { ':awaiting': 'awaiting', ':pending': 'pending', ':since': since },
      },
    });
  },
};
