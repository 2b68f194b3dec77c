import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MailingState } from '@shared/constants';
import type { Mailing } from '@shared/schemas/mailing';
import { dynamo } from '@functions/platform/aws';
import { config } from '@functions/platform/config';
import { writeIfCondition } from '@functions/platform/dynamo';
import { batchGetItems } from '@functions/platform/batch-get';
import { queryPages } from '@functions/platform/query';
import { MAILINGS_DUE_PER_TICK, readDue, type DueRead } from '@functions/platform/due-index';
import { DUE_INDEX } from '@functions/data/keys';
import { MAILING_PREFIX } from '@functions/data/keys/campaigns';
import { tenant } from '@functions/data/tenant';

export interface MailingRecord extends Mailing {
  /** Recipients whose send ended (sent or failed); the mailing is done when it reaches stats.recipients. */
  processed: number;
  lastError?: string;
  lastErrorParams?: Record<string, unknown>;
  /** The origin tracking links point at, captured when sending was ordered. */
  publicBaseUrl?: string;
  /** Set when a user restricted to segments ordered the send: only those segments' members receive it. */
  scopeSegmentIds?: string[];
  /** Who ordered the send: the finished-sending notification goes to them (absent on mailings sent before it). */
  sentById?: string;
  /** The footer fixed when the send was ordered (functions/footers): every recipient gets the same one. */
  footer?: string;
}

/** What lives in `MAILINGSRC#` (issue 16): the MJML of a visual mailing and a text part the user wrote; absent when neither is. */
export interface MailingSource {
  mjml?: string;
  text?: string;
}

/** The source item of a mailing's content, or none to write (a generated text part is made again from the html). */
function sourceOf(content: { mode?: string; mjml?: string; text?: string; textCustom?: boolean }): MailingSource | undefined {
  const mjml = content.mode === 'visual' ? content.mjml : undefined;
  const text = content.textCustom ? content.text : undefined;
  return mjml !== undefined || text !== undefined
    ? { ...(mjml !== undefined ? { mjml } : {}), ...(text !== undefined ? { text } : {}) }
    : undefined;
}

/** A mailing without its html: what the sending path reads per batch (the body is read once per container, see delivery/email-channel.ts). */
export type MailingHead = Omit<MailingRecord, 'html'> & { html?: string };

function toHead(item: Record<string, unknown>): MailingHead {
  const {
    pk: _pk,
    sk: _sk,
    dueShard: _d,
    dueAt: _a,
    accountId: _acc,
    planning: _pl,
    planStep: _ps,
    planCursor: _pc,
    planned: _pd,
    planAt: _pa,
    ...rest
  } = item;
  return rest as unknown as MailingHead;
}

/** The mailing with its html: from the body item, or from the mailing item itself when it was saved before bodies moved out. */
const withBody = (head: MailingHead, body: Record<string, unknown> | undefined): MailingRecord => ({
  ...head,
  html: head.html ?? String(body?.html ?? ''),
});

/**
 * Mailings (keys in data/keys/campaigns.ts): one item each, newest first by sort key; planned ones on
 * the ticker's due index. The html is an item of its own (`MAILINGBODY#`), so that the counters the
 * senders add per batch rewrite a small item, not 200 KB (DynamoDB charges a write by the size of
 * the whole item after it, and the mailing item is in the account's base partition).
 */
export const mailingsRepository = {
  async put(accountId: string, mailing: MailingRecord): Promise<void> {
    const keys = await tenant(accountId, 'write');
    const { html, mjml: _mjml, text: _text, ...head } = mailing;
    const source = sourceOf(mailing);
    await dynamo().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: config.appTable, Item: { ...keys.mailingBody(mailing.id), html } } },
          source
            ? { Put: { TableName: config.appTable, Item: { ...keys.mailingSource(mailing.id), ...source } } }
            : { Delete: { TableName: config.appTable, Key: keys.mailingSource(mailing.id) } },
          { Put: { TableName: config.appTable, Item: { ...keys.mailing(mailing.id), accountId, ...head } } },
        ],
      }),
    );
  },

  /** The mailing with its html, and its MJML and own text part when it has them (the text is otherwise left to the caller to generate). */
  async get(accountId: string, id: string): Promise<MailingRecord | undefined> {
    const keys = await tenant(accountId);
    const [head, body, source] = await Promise.all([
      this.head(accountId, id),
      dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.mailingBody(id), ConsistentRead: true })),
      this.source(accountId, id),
    ]);
    return head ? { ...withBody(head, body.Item), ...source } : undefined;
  },

  /** The MJML and own text part (`MAILINGSRC#`); {} for a mailing in HTML mode with a generated text. */
  async source(accountId: string, id: string): Promise<MailingSource> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.mailingSource(id), ConsistentRead: true }));
    const item = out.Item;
    return {
      ...(typeof item?.mjml === 'string' ? { mjml: item.mjml } : {}),
      ...(typeof item?.text === 'string' ? { text: item.text } : {}),
    };
  },

  /** The mailing without reading its html (a mailing saved before bodies moved out still carries it). */
  async head(accountId: string, id: string): Promise<MailingHead | undefined> {
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.mailing(id), ConsistentRead: true }));
    return out.Item ? toHead(out.Item) : undefined;
  },

  /** The head of a mailing item already read (the delivery engine reads it once per batch). */
  headOf: (item: Record<string, unknown>) => toHead(item),

  /** The html of a mailing whose head is known. */
  async body(accountId: string, head: MailingHead): Promise<string> {
    if (head.html !== undefined) return head.html;
    const keys = await tenant(accountId);
    const out = await dynamo().send(new GetCommand({ TableName: config.appTable, Key: keys.mailingBody(head.id), ConsistentRead: true }));
    return String(out.Item?.html ?? '');
  },

  /** Fills in the html of listed mailings, one BatchGet for a page. */
  async withBodies(accountId: string, heads: readonly MailingHead[]): Promise<MailingRecord[]> {
    const keys = await tenant(accountId);
    const missing = heads.filter((h) => h.html === undefined);
    const bodies = new Map((await batchGetItems(missing.map((h) => keys.mailingBody(h.id)))).map((b) => [String(b.sk), b]));
    return heads.map((h) => withBody(h, bodies.get(keys.mailingBody(h.id).sk)));
  },

  /** Whether the account has any mailing at all (one key read: the dashboard's getting-started step). */
  async any(accountId: string): Promise<boolean> {
    const keys = await tenant(accountId);
    const mailings = keys.mailings();
    const out = await dynamo().send(
      new QueryCommand({
        TableName: config.appTable,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': mailings.pk, ':prefix': mailings.prefix },
        Select: 'COUNT',
        Limit: 1,
      }),
    );
    return (out.Count ?? 0) > 0;
  },

  /**
   * Updates content only while the mailing is in one of `states` (those editable by whoever edits);
   * false if it is not. A change withdraws a request for acceptance (4-eye verification) and clears
   * a rejection: what a checker saw is no longer what would be sent.
   */
  async updateContent(
    accountId: string,
    id: string,
    content: Pick<
      Mailing,
      | 'name'
      | 'subject'
      | 'fromName'
      | 'fromEmail'
      | 'replyTo'
      | 'html'
      | 'segmentId'
      | 'language'
      | 'mode'
      | 'mjml'
      | 'text'
      | 'textCustom'
      | 'preheader'
      | 'utm'
      | 'event'
      | 'tags'
    >,
    editedBy: string,
    at: string,
    states: readonly MailingState[],
    editedByEmail?: string,
  ): Promise<boolean> {
    if (states.length === 0) return false;
    // Optional fields left empty are removed rather than stored empty; `html` moves a mailing saved before bodies moved out.
    const fields: [string, unknown][] = [
      ['name', content.name],
      ['subject', content.subject],
      ['fromName', content.fromName],
      ['fromEmail', content.fromEmail],
      ['replyTo', content.replyTo || undefined],
      ['segmentId', content.segmentId || undefined],
      ['language', content.language],
      ['mode', content.mode],
      ['textCustom', content.textCustom],
      ['preheader', content.preheader || undefined],
      ['utm', content.utm],
      ['event', content.event ?? undefined],
      ['editedBy', editedBy],
      ['updatedAt', at],
      // Issue 17: kept as it was when absent (a caller that does not know it).
      ...(editedByEmail ? ([['editedByEmail', editedByEmail]] as [string, unknown][]) : []),
      // Issue 18: likewise kept when absent; none given ([]) removes them.
      ...(content.tags ? ([['tags', content.tags.length ? content.tags : undefined]] as [string, unknown][]) : []),
    ];
    const set = fields.filter(([, value]) => value !== undefined);
    const removed = [...fields.filter(([, value]) => value === undefined).map(([name]) => name), 'html', 'approval'];
    const names: Record<string, string> = { '#state': 'state' };
    const values: Record<string, unknown> = {};
    set.forEach(([name, value], i) => ((names[`#s${i}`] = name), (values[`:s${i}`] = value)));
    removed.forEach((name, i) => (names[`#r${i}`] = name));
    states.forEach((state, i) => (values[`:state${i}`] = state));
    const keys = await tenant(accountId, 'write');
    const source = sourceOf(content);
    // The body and the source go with the condition in one transaction.
    return writeIfCondition(() =>
      dynamo().send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: config.appTable,
                Key: keys.mailing(id),
                UpdateExpression: `SET ${set.map((_, i) => `#s${i} = :s${i}`).join(', ')} REMOVE ${removed.map((_, i) => `#r${i}`).join(', ')}`,
                ConditionExpression: `attribute_exists(pk) AND #state IN (${states.map((_, i) => `:state${i}`).join(', ')})`,
                ExpressionAttributeNames: names,
                ExpressionAttributeValues: values,
              },
            },
            { Put: { TableName: config.appTable, Item: { ...keys.mailingBody(id), html: content.html } } },
            source
              ? { Put: { TableName: config.appTable, Item: { ...keys.mailingSource(id), ...source } } }
              : { Delete: { TableName: config.appTable, Key: keys.mailingSource(id) } },
          ],
        }),
      ),
    );
  },

  /**
   * Moves the mailing between states if it is in one of `from`. `due` puts it on the ticker's due
   * index (planned work), `null` takes it off.
   */
  async transition(
    accountId: string,
    id: string,
    from: readonly MailingState[],
    to: MailingState,
    extra: {
      at: string;
      due?: string | null;
      set?: Record<string, unknown>;
      remove?: readonly string[];
      /** 4-eye verification: `none` holds only while no request for acceptance is pending; a time, only while the one made then is. */
      pendingAcceptance?: 'none' | { since: string };
    },
  ): Promise<boolean> {
    const names: Record<string, string> = { '#state': 'state' };
    const values: Record<string, unknown> = { ':to': to, ':at': extra.at };
    from.forEach((s, i) => (values[`:from${i}`] = s));
    const sets = ['#state = :to', 'updatedAt = :at'];
    const removes: string[] = [];
    const keys = await tenant(accountId, 'write');
    if (extra.due) {
      const due = keys.mailingDue(extra.due);
      sets.push('dueShard = :shard', 'dueAt = :due');
      values[':shard'] = due.dueShard;
      values[':due'] = due.dueAt;
    } else if (extra.due === null) removes.push('dueShard', 'dueAt');
    Object.entries(extra.set ?? {}).forEach(([k, v], i) => {
      names[`#x${i}`] = k;
      values[`:x${i}`] = v;
      sets.push(`#x${i} = :x${i}`);
    });
    extra.remove?.forEach((k, i) => {
      names[`#y${i}`] = k;
      removes.push(`#y${i}`);
    });
    const conditions = ['attribute_exists(pk)', `#state IN (${from.map((_, i) => `:from${i}`).join(', ')})`];
    if (extra.pendingAcceptance) {
      names['#approval'] = 'approval';
      values[':pending'] = 'pending';
      if (extra.pendingAcceptance === 'none') conditions.push('(attribute_not_exists(#approval) OR #approval.#state <> :pending)');
      else {
        values[':since'] = extra.pendingAcceptance.since;
        conditions.push('#approval.#state = :pending AND #approval.requestedAt = :since');
      }
    }
    return writeIfCondition(() =>
      dynamo().send(
        new UpdateCommand({
          TableName: config.appTable,
          Key: keys.mailing(id),
          UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
          ConditionExpression: conditions.join(' AND '),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
        }),
      ),
    );
  },

  /** The senders of mailings planned, sending or paused: what a sending domain's deletion must not pull from under them. */
  async sendersInFlight(accountId: string): Promise<{ id: string; name: string; fromEmail: string }[]> {
    const out: { id: string; name: string; fromEmail: string }[] = [];
    const mailings = (await tenant(accountId)).mailings();
    const pages = queryPages({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: '#state IN (:planned, :sending, :paused)',
      ExpressionAttributeNames: { '#state': 'state', '#name': 'name' },
      ExpressionAttributeValues: {
        ':pk': mailings.pk,
        ':prefix': mailings.prefix,
        ':planned': 'planned',
        ':sending': 'sending',
        ':paused': 'paused',
      },
      ProjectionExpression: 'id, #name, fromEmail',
    });
    for await (const page of pages)
      out.push(...page.map((m) => ({ id: String(m.id), name: String(m.name ?? ''), fromEmail: String(m.fromEmail ?? '') })));
    return out;
  },

  /** Mailings not yet sent whose audience is the segment. */
  async countUsingSegment(accountId: string, segmentId: string): Promise<number> {
    let count = 0;
    const mailings = (await tenant(accountId)).mailings();
    const pages = queryPages({
      TableName: config.appTable,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      FilterExpression: 'segmentId = :segment AND #state IN (:working, :ready, :planned)',
      ExpressionAttributeNames: { '#state': 'state' },
      ExpressionAttributeValues: {
        ':pk': mailings.pk,
        ':prefix': mailings.prefix,
        ':segment': segmentId,
        ':working': 'working',
        ':ready': 'ready',
        ':planned': 'planned',
      },
      ProjectionExpression: 'id',
    });
    for await (const page of pages) count += page.length;
    return count;
  },

  /**
   * Due planned mailings across accounts (the ticker's view of the due index), every page of them
   * up to MAILINGS_DUE_PER_TICK (a mailing queued for planning leaves the index as it starts sending).
   */
  async due(untilIso: string, read: DueRead = {}): Promise<{ accountId: string; id: string }[]> {
    const items = await readDue(DUE_INDEX.mailings, untilIso, { max: MAILINGS_DUE_PER_TICK, ...read });
    return items
      .filter((i) => String(i.sk).startsWith(MAILING_PREFIX))
      .map((i) => ({ accountId: i.accountId as string, id: i.id as string }));
  },
};
