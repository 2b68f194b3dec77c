import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { MessageLanguage } from '@shared/schemas/footers';
import { tenant } from '@functions/data/tenant';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { isConditionFailure } from '@functions/platform/dynamo';
import { queryAll } from '@functions/platform/query';

/** A footer as stored (`FOOTER#<id>`, keys/account.ts). Whether it is its language's default lives in the head. */
export interface FooterRecord {
  id: string;
  name: string;
  language: MessageLanguage;
  html: string;
  createdAt: string;
  updatedAt: string;
  updatedBy?: string;
}

/** The footers' head (`SET#FOOTERS`): the default of each language, and the version every change of the set is conditioned on. */
export interface FootersHead {
  version: number;
  defaults: Partial<Record<MessageLanguage, string>>;
}

export interface FootersState {
  head: FootersHead;
  items: FooterRecord[];
}

const table = () => config.appTable;
const FIELDS = ['id', 'name', 'language', 'html', 'createdAt', 'updatedAt', 'updatedBy'] as const;

const toRecord = (item: Record<string, unknown>): FooterRecord => {
  const out: Record<string, unknown> = {};
  for (const field of FIELDS) if (item[field] !== undefined) out[field] = item[field];
  return out as unknown as FooterRecord;
};

/**
 * A change that lost the race on the head: its condition failed, or DynamoDB cancelled it as a
 * TransactionConflict with another change in flight (the same race lost, so the caller retries too).
 */
function lostRace(error: unknown): boolean {
  if (isConditionFailure(error)) return true;
  const { name, CancellationReasons } = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  return name === 'TransactionCanceledException' && (CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
}

export const footersRepository = {
  /** The head and every footer, oldest first (ids are ULIDs). Read consistently, in that order: a change is computed from it. */
  async state(accountId: string): Promise<FootersState> {
    const keys = await tenant(accountId);
    const range = keys.footers();
    // The head first, then the footers: they then hold at least what the head's version wrote, so a
    // change judged on them and conditioned on that version cannot pass with a footer unseen. Read side
    // by side, the footers could be read before a change landed and the head after it (three footers
    // got past a limit of two that way).
    const head = await dynamo().send(new GetCommand({ TableName: table(), Key: keys.footersHead(), ConsistentRead: true }));
    const items = await queryAll({
      TableName: table(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
      ConsistentRead: true,
    });
    return {
      head: { version: (head.Item?.version as number | undefined) ?? 0, defaults: (head.Item?.defaults as FootersHead['defaults']) ?? {} },
      items: items.map(toRecord),
    };
  },

  /**
   * Writes one change of the set (a footer put or deleted, the defaults) in one transaction that holds
   * only while the head is still at `from.version`: false when another change came first (the caller
   * reads again and retries). The plan limit and "one default per language" are kept that way.
   */
  async commit(
    accountId: string,
    from: FootersHead,
    change: { put?: FooterRecord; deleteId?: string; defaults: FootersHead['defaults'] },
  ): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const headPut = {
      Put: {
        TableName: table(),
        Item: { ...keys.footersHead(), version: from.version + 1, defaults: change.defaults },
        ConditionExpression: from.version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ...(from.version === 0 ? {} : { ExpressionAttributeValues: { ':v': from.version } }),
      },
    };
    try {
      await dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            headPut,
            ...(change.put ? [{ Put: { TableName: table(), Item: { ...keys.footer(change.put.id), ...change.put } } }] : []),
            ...(change.deleteId ? [{ Delete: { TableName: table(), Key: keys.footer(change.deleteId) } }] : []),
          ],
        }),
      );
      return true;
    } catch (error) {
      if (lostRace(error)) return false;
      throw error;
    }
  },
};
