import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredContent } from '@shared/schemas/content';
import type { Template } from '@shared/schemas/templates';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { decodeCursor, encodeCursor, transactRetryingConflicts, writeIfCondition } from '@functions/platform/dynamo';
import { tenant } from '@functions/data/tenant';

/**
 * Templates (keys in data/keys/templates.ts): the head `TPL#` (fields, tags, folder, freeze, use
 * count; no content, so lists stay small), `TPLBODY#` (compiled HTML, text part, preheader, utm,
 * event) and `TPLSRC#` (the MJML of a visual one) written together in one transaction, with the
 * count of the folder a template goes into or leaves (./folders-repository.ts).
 */
export interface TemplateHead {
  id: string;
  name: string;
  description?: string;
  dir: string | null;
  mode: StoredContent['mode'];
  freeze: boolean;
  /** How many mailings were made from it: above 0 it is "used by a sending" and not deleted. */
  usedBy: number;
  tags: Template['tags'];
  headers: Template['headers'];
  custom: Template['custom'];
  advancedOptions: Template['advancedOptions'];
  createdAt: string;
  createdBy?: string;
  updatedAt: string;
  updatedBy?: string;
  blueprintId?: string;
}
export type TemplateRecord = TemplateHead & { content: StoredContent };

const T = () => config.appTable;
/** What a list page may read through a filter before it answers short (see list). */
const MAX_FILTERED_READS = 10;

function headOf(item: Record<string, unknown>): TemplateHead {
  const { pk: _pk, sk: _sk, nameLower: _n, tagNames: _t, ...rest } = item;
  return { ...(rest as unknown as TemplateHead), dir: (rest.dir as string | undefined) ?? null, usedBy: Number(rest.usedBy ?? 0) };
}

function contentOf(head: TemplateHead, body?: Record<string, unknown>, source?: Record<string, unknown>): StoredContent {
  const pick = <K extends string>(k: K) => (body?.[k] === undefined ? {} : { [k]: body[k] });
  return {
    mode: head.mode,
    ...(head.mode === 'visual' && typeof source?.mjml === 'string' ? { mjml: source.mjml } : {}),
    html: String(body?.html ?? ''),
    text: String(body?.text ?? ''),
    textCustom: body?.textCustom === true,
    ...pick('preheader'),
    ...pick('utm'),
    ...pick('event'),
  } as StoredContent;
}

/** The items of one template as written (head searchable by its lower-case name and tag names). */
async function itemsOf(accountId: string, head: TemplateHead, content: StoredContent) {
  const keys = await tenant(accountId, 'write');
  const { mjml, mode: _m, ...body } = content;
  return {
    keys,
    head: {
      ...keys.template(head.id),
      ...head,
      dir: head.dir ?? undefined,
      nameLower: head.name.toLowerCase(),
      tagNames: head.tags.map((t) => t.name),
    },
    body: { ...keys.templateBody(head.id), ...body },
    source: mjml !== undefined ? { ...keys.templateSource(head.id), mjml } : undefined,
  };
}

/** The folder count moves with the template: +1 on the new folder (which must exist), -1 on the old. */
function folderCount(keys: Awaited<ReturnType<typeof tenant>>, dir: string, delta: 1 | -1) {
  const update = {
    TableName: T(),
    Key: keys.templateFolder(dir),
    UpdateExpression: 'ADD templates :d',
    ExpressionAttributeValues: { ':d': delta },
  };
  // Into a folder: it must exist. Out of one: it cannot have been deleted while this template was in it.
  return { Update: delta === 1 ? { ...update, ConditionExpression: 'attribute_exists(pk)' } : update };
}

export type WriteOutcome = 'ok' | 'gone' | 'conflict' | 'folder';

export const templatesRepository = {
  async get(accountId: string, id: string): Promise<TemplateRecord | undefined> {
    const keys = await tenant(accountId);
    const read = (key: Record<string, string>) => dynamo().send(new GetCommand({ TableName: T(), Key: key, ConsistentRead: true }));
    const [head, body, source] = await Promise.all([read(keys.template(id)), read(keys.templateBody(id)), read(keys.templateSource(id))]);
    if (!head.Item) return undefined;
    const h = headOf(head.Item);
    return { ...h, content: contentOf(h, body.Item, source.Item) };
  },

  async head(accountId: string, id: string): Promise<TemplateHead | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: T(), Key: keys.template(id), ConsistentRead: true }));
    return out.Item ? headOf(out.Item) : undefined;
  },

  /** 'folder' when its folder does not exist (any more). */
  async create(accountId: string, head: TemplateHead, content: StoredContent): Promise<WriteOutcome> {
    const { keys, head: h, body, source } = await itemsOf(accountId, head, content);
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            ...(head.dir ? [folderCount(keys, head.dir, 1)] : []),
            { Put: { TableName: T(), Item: h, ConditionExpression: 'attribute_not_exists(pk)' } },
            { Put: { TableName: T(), Item: body } },
            ...(source ? [{ Put: { TableName: T(), Item: source } }] : []),
          ],
        }),
      ),
    );
    return failed.length ? 'folder' : 'ok';
  },

  /**
   * Saves over the template only while it is as it was read (`updatedAt`), not frozen: 'conflict'
   * otherwise (the caller re-reads to say why), 'folder' when the new folder is gone.
   */
  async update(accountId: string, before: TemplateHead, head: TemplateHead, content: StoredContent): Promise<WriteOutcome> {
    const { keys, head: h, body, source } = await itemsOf(accountId, head, content);
    const moved = before.dir !== head.dir;
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            ...(moved && head.dir ? [folderCount(keys, head.dir, 1)] : []),
            {
              Put: {
                TableName: T(),
                Item: h,
                ConditionExpression: 'attribute_exists(pk) AND updatedAt = :base AND (attribute_not_exists(freeze) OR freeze = :no)',
                ExpressionAttributeValues: { ':base': before.updatedAt, ':no': false },
              },
            },
            { Put: { TableName: T(), Item: body } },
            source ? { Put: { TableName: T(), Item: source } } : { Delete: { TableName: T(), Key: keys.templateSource(head.id) } },
            ...(moved && before.dir ? [folderCount(keys, before.dir, -1)] : []),
          ],
        }),
      ),
    );
    if (!failed.length) return 'ok';
    return moved && head.dir && failed.includes(0) ? 'folder' : 'conflict';
  },

  /** Deleted only while unfrozen and unused (both checked by the write itself). */
  async delete(accountId: string, head: TemplateHead): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    const failed = await transactRetryingConflicts(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: T(),
                Key: keys.template(head.id),
                ConditionExpression:
                  'attribute_exists(pk) AND (attribute_not_exists(usedBy) OR usedBy = :zero) AND (attribute_not_exists(freeze) OR freeze = :no)',
                ExpressionAttributeValues: { ':zero': 0, ':no': false },
              },
            },
            { Delete: { TableName: T(), Key: keys.templateBody(head.id) } },
            { Delete: { TableName: T(), Key: keys.templateSource(head.id) } },
            ...(head.dir ? [folderCount(keys, head.dir, -1)] : []),
          ],
        }),
      ),
    );
    return failed.length === 0;
  },

  async setFreeze(accountId: string, id: string, freeze: boolean): Promise<boolean> {
    const keys = await tenant(accountId, 'write');
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: T(),
          Key: keys.template(id),
          UpdateExpression: 'SET freeze = :f',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':f': freeze },
        }),
      ),
    );
  },

  /** A mailing was made from it: from now on it is "used by a sending". */
  async addUse(accountId: string, id: string): Promise<void> {
    const keys = await tenant(accountId, 'write');
    await writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: T(),
          Key: keys.template(id),
          UpdateExpression: 'ADD usedBy :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      ),
    );
  },

  /**
   * Newest first (ulids). Filters run after DynamoDB reads, so pages are read until `limit` match
   * or MAX_FILTERED_READS are spent; an overfull read is cut after the last item answered, which
   * becomes the cursor.
   */
  async list(
    accountId: string,
    filter: { q?: string; dir?: string; tag?: string },
    limit: number,
    cursor?: string,
  ): Promise<{ items: TemplateHead[]; cursor?: string }> {
    const keys = await tenant(accountId);
    const range = keys.templates();
    const conditions: string[] = [];
    const values: Record<string, unknown> = { ':pk': range.pk, ':prefix': range.prefix };
    const names: Record<string, string> = {};
    const where = (condition: string, vals: Record<string, unknown>, nm: Record<string, string> = {}) => {
      conditions.push(condition);
      Object.assign(values, vals);
      Object.assign(names, nm);
    };
    if (filter.q) where('contains(nameLower, :q)', { ':q': filter.q.toLowerCase() });
    // A template in no folder is stored without `dir`.
    if (filter.dir === 'none') where('attribute_not_exists(#dir)', {}, { '#dir': 'dir' });
    else if (filter.dir) where('#dir = :dir', { ':dir': filter.dir }, { '#dir': 'dir' });
    if (filter.tag) where('contains(tagNames, :tag)', { ':tag': filter.tag });
    const filtered = conditions.length > 0;
    const items: TemplateHead[] = [];
    let start = decodeCursor(cursor, range.pk);
    for (let reads = 0; reads < (filtered ? MAX_FILTERED_READS : 1); reads++) {
      const out = await dynamo().send(
        new QueryCommand({
          TableName: T(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
          ...(filtered ? { FilterExpression: conditions.join(' AND ') } : {}),
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
          Limit: limit,
          ExclusiveStartKey: start,
        }),
      );
      items.push(...(out.Items ?? []).map(headOf));
      start = out.LastEvaluatedKey;
      if (items.length >= limit) {
        if (items.length === limit) break;
        const page = items.slice(0, limit);
        return { items: page, cursor: encodeCursor(keys.template(page[limit - 1]!.id)) };
      }
      if (!start) break;
    }
    return { items, cursor: encodeCursor(start) };
  },
};
