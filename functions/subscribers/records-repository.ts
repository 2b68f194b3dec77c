import { PutCommand, QueryCommand, DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { ChangeEntry, Note } from '@shared/schemas/subscriber-records';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, isConditionFailure } from '@functions/platform/dynamo';
import { batchDeleteKeys } from '@functions/platform/batch-write';
import { queryFilteredPage } from '@functions/platform/filtered-page';
import { accountPk, HIST_PREFIX, noteKey, subscriberHistoryPk } from './keys';

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
  /** The account's change log, newest first; `within` keeps only those subscribers' lines (reading on until the page fills). */
  async accountHistory(accountId: string, limit: number, cursor?: string, within?: (subscriberId: string) => boolean): Promise<{ items: ChangeEntry[]; cursor?: string }> {
    const page = await queryFilteredPage(
      {
        TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': accountPk(accountId), ':prefix': HIST_PREFIX }, ScanIndexForward: false,
      },
      { pk: accountPk(accountId) },
      limit,
      cursor,
      within ? (item) => within(item.subscriberId as string) : undefined,
    );
    return { items: page.items.map(toEntry), cursor: page.cursor };
  },

  /** One subscriber's changes, newest first (gsi1). */
  async subscriberHistory(accountId: string, subscriberId: string, limit: number, cursor?: string): Promise<{ items: ChangeEntry[]; cursor?: string }> {
    const gsi1pk = subscriberHistoryPk(accountId, subscriberId);
    const start = decodeCursor(cursor, accountPk(accountId));
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(), IndexName: 'gsi1', KeyConditionExpression: 'gsi1pk = :pk', ExpressionAttributeValues: { ':pk': gsi1pk },
        ScanIndexForward: false, Limit: limit, ExclusiveStartKey: start ? { ...start, gsi1pk } : undefined,
      }),
    );
    return { items: (out.Items ?? []).map(toEntry), cursor: encodeCursor(out.LastEvaluatedKey) };
  },

  /** Erases a subscriber's history lines but `keep` (GDPR: old lines hold the personal data). */
  async removeHistory(accountId: string, subscriberId: string, keep: (entry: ChangeEntry) => boolean): Promise<void> {
    let cursor: string | undefined;
    do {
      const page = await this.subscriberHistory(accountId, subscriberId, 100, cursor);
      await batchDeleteKeys(page.items.filter((e) => !keep(e)).map((e) => ({ pk: accountPk(accountId), sk: `${HIST_PREFIX}${e.id}` })));
      cursor = page.cursor;
    } while (cursor);
  },

  async notes(accountId: string, subscriberId: string): Promise<StoredNote[]> {
    const out = await dynamo().send(
      new QueryCommand({
        TableName: table(), KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': accountPk(accountId), ':prefix': `NOTE#${subscriberId}#` }, ScanIndexForward: false,
      }),
    );
    return (out.Items ?? []).map(toNote);
  },

  async addNote(accountId: string, subscriberId: string, note: StoredNote): Promise<void> {
    await dynamo().send(new PutCommand({ TableName: table(), Item: { ...noteKey(accountId, subscriberId, note.id), subscriberId, ...note } }));
  },

  async deleteNote(accountId: string, subscriberId: string, id: string): Promise<boolean> {
    try {
      await dynamo().send(new DeleteCommand({ TableName: table(), Key: noteKey(accountId, subscriberId, id), ConditionExpression: 'attribute_exists(pk)' }));
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  },

  async removeNotes(accountId: string, subscriberId: string): Promise<void> {
    const notes = await this.notes(accountId, subscriberId);
    await batchDeleteKeys(notes.map((n) => noteKey(accountId, subscriberId, n.id)));
  },
};
