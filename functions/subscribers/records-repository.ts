import { PutCommand, QueryCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChangeEntry, Note } from '@shared/schemas/subscriber-records';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, writeIfCondition } from '@functions/platform/dynamo';
import { batchDeleteKeys } from '@functions/platform/batch-write';
import { tenant } from '@functions/data/tenant';
import { mergedPage } from '@functions/data/shard-query';
import { descendingBy } from '@functions/data/shard-merge';
import { HIST_PREFIX, NOTE_PREFIX } from './keys';

const table = () => config.appTable;

const toEntry = (item: Record<string, unknown>): ChangeEntry => {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, ...rest } = item;
  return rest as unknown as ChangeEntry;
};
/** A note as stored: its author by id (records-service.ts reads their e-mail); older notes carry one too. */
export type StoredNote = Omit<Note, 'authorEmail'> & { authorEmail?: string };

const toNote = (item: Record<string, unknown>): StoredNote => {
  const { pk: _pk, sk: _sk, subscriberId: _s, ...rest } = item;
  return rest as unknown as StoredNote;
};

/** The change history (written by writer.ts with each change) and the notes on subscribers. */
export const recordsRepository = {
  /**
   * The account's change log, newest first, merged from every shard (history lives in its
   * subscriber's shard); `within` keeps only those subscribers' lines (reading on until the page fills).
   */
  async accountHistory(
    accountId: string,
    limit: number,
    cursor?: string,
    within?: (subscriberId: string) => boolean,
  ): Promise<{ items: ChangeEntry[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const page = await mergedPage({
      accountId,
      shards: keys.subscriberPartitions().map(({ pk }) => ({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': pk, ':prefix': HIST_PREFIX },
        ScanIndexForward: false,
      })),
      compare: descendingBy('sk'),
      limit,
      cursor,
      keep: within ? (item) => within(item.subscriberId as string) : undefined,
    });
    return { items: page.items.map(toEntry), cursor: page.cursor };
  },

  /** One subscriber's changes, newest first (gsi1; one index key per subscriber). */
  async subscriberHistory(
    accountId: string,
    subscriberId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: ChangeEntry[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const gsi1pk = keys.subscriberHistoryIndexPk(subscriberId);
    // The cursor's partition is always the subscriber's own (a forged one stays in it).
    const start = decodeCursor(cursor, keys.subscriber(subscriberId).pk);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: start ? { ...start, gsi1pk } : undefined,
      }),
    );
    return { items: (out.Items ?? []).map(toEntry), cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Erases a subscriber's history lines but `keep` (GDPR: old lines hold the personal data). */
  async removeHistory(accountId: string, subscriberId: string, keep: (entry: ChangeEntry) => boolean): Promise<void> {
    let cursor: string | undefined;
    do {
      const page = await this.subscriberHistory(accountId, subscriberId, 100, cursor);
      const keys = await tenant(accountId);
      await batchDeleteKeys(page.items.filter((e) => !keep(e)).map((e) => keys.history(subscriberId, e.id)));
      cursor = page.cursor;
    } while (cursor);
  },

  async notes(accountId: string, subscriberId: string): Promise<StoredNote[]> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': keys.subscriber(subscriberId).pk, ':prefix': `${NOTE_PREFIX}${subscriberId}#` },
        ScanIndexForward: false,
      }),
    );
    return (out.Items ?? []).map(toNote);
  },

  async addNote(accountId: string, subscriberId: string, note: StoredNote): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...keys.note(subscriberId, note.id), subscriberId, ...note } }));
  },

  async deleteNote(accountId: string, subscriberId: string, id: string): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new DeleteCommand({ TableName: table(), Key: keys.note(subscriberId, id), ConditionExpression: 'attribute_exists(pk)' }),
      ),
    );
  },

  async removeNotes(accountId: string, subscriberId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    const notes = await this.notes(accountId, subscriberId);
    await batchDeleteKeys(notes.map((n) => keys.note(subscriberId, n.id)));
  },
};
