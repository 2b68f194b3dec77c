import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type { MailingAction } from '@shared/rules/campaigns';
import type { MailingActionEntry } from '@shared/schemas/schedule';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, nowIso } from '@functions/platform/dynamo';
import { tenant } from '@functions/data/tenant';

/** Who did it: a user (named by address as it was then), or the platform itself (the ticker, a timer) when absent. */
export interface ActionBy {
  userId: string;
  email: string;
}

/**
 * A mailing's history of actions (issue 17, spec sections 3 and 4): one item per action in the
 * account's base partition (`MAILINGLOG#<mailing>#<ulid>`), read newest first. Every action that
 * changes a mailing's lifecycle records its line here, after the change landed.
 */
export const mailingActions = {
  async record(
    accountId: string,
    mailingId: string,
    action: MailingAction,
    by?: ActionBy,
    detail?: MailingActionEntry['detail'],
    at = nowIso(),
  ): Promise<MailingActionEntry> {
    const keys = await tenant(accountId, 'write');
    const entry: MailingActionEntry = {
      id: ulid(Date.parse(at)),
      at,
      action,
      ...(by ? { userId: by.userId, userEmail: by.email } : {}),
      ...(detail && Object.keys(detail).length ? { detail } : {}),
    };
    await dynamo().send(new PutCommand({ TableName: config.appTable, Item: { ...keys.mailingAction(mailingId, entry.id), ...entry } }));
    return entry;
  },

  /** Newest first, a page at a time. */
  async list(
    accountId: string,
    mailingId: string,
    limit: number,
    cursor?: string,
  ): Promise<{ items: MailingActionEntry[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const range = keys.mailingActions(mailingId);
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: decodeCursor(cursor, range.pk),
      }),
    );
    const items = (out.Items ?? []).map(({ pk: _pk, sk: _sk, ...entry }) => entry as MailingActionEntry);
    return { items, cursor: encodeCursor(out.LastEvaluatedKey) };
  },
};
