import { gunzipSync, gzipSync } from 'node:zlib';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { AUTOSAVE_HEADER } from '@shared/rules/templates';
import type { StoredContent } from '@shared/schemas/content';
import type { RestorePoint } from '@shared/schemas/templates';
import type { z } from 'zod';
import type { RestorePointSummary } from '@shared/schemas/templates';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { nowIso } from '@functions/platform/dynamo';
import { NotFoundError } from '@functions/platform/errors';
import { logger } from '@functions/platform/logger';
import { queryAll } from '@functions/platform/query';
import { tenant } from '@functions/data/tenant';
import type { RestoreKind } from '@functions/data/keys/templates';
import { accountSettings } from '@functions/accounts/settings-service';
import { pointsToPrune } from './rules';

/**
 * Restore points of a template's or a mailing's content (spec section 9: every save, the editor's
 * timer included, 3–30 kept as the account chose). One item each, `RESTORE#<kind>#<doc>#<ulid>`,
 * oldest first by key; the content is gzipped (HTML compresses about tenfold, so a point stays far
 * below DynamoDB's 400 KB even for the largest content). Beyond the account's limit the oldest go.
 */
type Summary = z.infer<typeof RestorePointSummary>;
export type RestoreReason = Summary['reason'];
type Reason = RestoreReason;

/** The editor's timer saves with this header: its restore points say 'autosave' rather than 'save'. */
export const saveReason = (headers: Record<string, string | undefined> | undefined): RestoreReason =>
  headers?.[AUTOSAVE_HEADER] === '1' ? 'autosave' : 'save';

const T = () => config.appTable;

function summaryOf(item: Record<string, unknown>): Summary {
  return {
    id: String(item.id),
    at: String(item.at),
    ...(item.by ? { by: String(item.by) } : {}),
    reason: item.reason as Reason,
    mode: item.mode as Summary['mode'],
    bytes: Number(item.bytes ?? 0),
  };
}

export const restorePoints = {
  /** Records the content as saved and prunes the oldest beyond the account's limit. */
  async record(
    accountId: string,
    kind: RestoreKind,
    docId: string,
    content: StoredContent,
    extra: { subject?: string; by?: string; reason?: Reason } = {},
  ): Promise<void> {
    const keys = await tenant(accountId, 'write');
    const json = JSON.stringify(content);
    const id = ulid();
    await dynamo().send(
      new PutCommand({
        TableName: T(),
        Item: {
          ...keys.restorePoint(kind, docId, id),
          id,
          at: nowIso(),
          ...(extra.by ? { by: extra.by } : {}),
          reason: extra.reason ?? 'save',
          mode: content.mode,
          bytes: Buffer.byteLength(json),
          ...(extra.subject ? { subject: extra.subject } : {}),
          content: gzipSync(json),
        },
      }),
    );
    await this.prune(accountId, kind, docId);
  },

  /** Best effort: a failed prune leaves a point too many until the next save prunes it. */
  async prune(accountId: string, kind: RestoreKind, docId: string): Promise<void> {
    try {
      const keep = await accountSettings.templateHistoryLimit(accountId);
      const keys = await tenant(accountId, 'write');
      const ids = (await this.ids(accountId, kind, docId)).sort();
      for (const id of pointsToPrune(ids, keep))
        await dynamo().send(new DeleteCommand({ TableName: T(), Key: keys.restorePoint(kind, docId, id) }));
    } catch (error) {
      logger.warn('restore points not pruned', { accountId, kind, docId, error: (error as Error).message });
    }
  },

  async ids(accountId: string, kind: RestoreKind, docId: string): Promise<string[]> {
    const range = (await tenant(accountId)).restorePoints(kind, docId);
    const items = await queryAll({
      TableName: T(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
      ProjectionExpression: 'id',
    });
    return items.map((i) => String(i.id));
  },

  /** Newest first, with how many the account keeps. */
  async list(accountId: string, kind: RestoreKind, docId: string): Promise<{ items: Summary[]; keep: number }> {
    const range = (await tenant(accountId)).restorePoints(kind, docId);
    const [items, keep] = await Promise.all([
      queryAll({
        TableName: T(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': range.pk, ':prefix': range.prefix },
        ExpressionAttributeNames: { '#id': 'id', '#at': 'at', '#by': 'by', '#reason': 'reason', '#mode': 'mode', '#bytes': 'bytes' },
        ProjectionExpression: '#id, #at, #by, #reason, #mode, #bytes',
        ScanIndexForward: false,
      }),
      accountSettings.templateHistoryLimit(accountId),
    ]);
    return { items: items.map(summaryOf), keep };
  },

  /** 404 RESTORE_POINT_NOT_FOUND when the document has no such point (or it was pruned). */
  async get(accountId: string, kind: RestoreKind, docId: string, pointId: string): Promise<RestorePoint> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: T(), Key: keys.restorePoint(kind, docId, pointId) }));
    if (!out.Item) throw new NotFoundError('RESTORE_POINT_NOT_FOUND');
    const raw = out.Item.content as Uint8Array;
    const content = JSON.parse(gunzipSync(Buffer.from(raw)).toString('utf8')) as StoredContent;
    return { ...summaryOf(out.Item), content, ...(out.Item.subject ? { subject: String(out.Item.subject) } : {}) };
  },

  /** Everything of a deleted document. */
  async forget(accountId: string, kind: RestoreKind, docId: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    for (const id of await this.ids(accountId, kind, docId))
      await dynamo().send(new DeleteCommand({ TableName: T(), Key: keys.restorePoint(kind, docId, id) }));
  },
};
