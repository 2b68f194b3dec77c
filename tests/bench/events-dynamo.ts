/**
 * An in-memory stand-in for the app table that the events bench (events.ts) puts behind the shared
 * document client: it answers the few commands the events worker sends (Get, BatchGet, BatchWrite,
 * Update with ADD, Put, Delete) and counts what DynamoDB would bill.
 *
 * - A write request is one API call: a BatchWrite of 25 items is one request, as is a transaction.
 * - Write units follow DynamoDB's rules: an item's size is the UTF-8 length of its attribute names
 *   and values (a number: 1 byte per 2 significant digits, plus 1); a put, a delete or an update
 *   costs 1 WCU per started KB of the larger of the item before and after, per item in a batch; a
 *   transaction costs twice that.
 * - Reads: 1 RCU per started 4 KB for a strongly consistent read, half for an eventually consistent one.
 *
 * Only the keys and sizes of the items are kept (a million engagements would not fit otherwise),
 * except for items whose attributes someone reads: the account record and the roll-ups' counters.
 */
type Item = Record<string, unknown>;
type Command = { constructor: { name: string }; input: Record<string, unknown> };

export interface Meter {
  writeRequests: number;
  writeUnits: number;
  readRequests: number;
  readUnits: number;
  byCommand: Record<string, number>;
}

function valueSize(v: unknown): number {
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (typeof v === 'number') return Math.ceil(String(Math.abs(v)).replace('.', '').replace(/^0+/, '').length / 2) + 1;
  if (typeof v === 'boolean' || v === null) return 1;
  if (Array.isArray(v)) return 3 + v.reduce((n: number, x) => n + 1 + valueSize(x), 0);
  if (typeof v === 'object') return 3 + Object.entries(v as Item).reduce((n, [k, x]) => n + Buffer.byteLength(k) + 1 + valueSize(x), 0);
  return 0;
}

/** DynamoDB's size of an item, in bytes. */
export function itemSize(item: Item): number {
  let n = 0;
  for (const k in item) n += k.length + valueSize(item[k]);
  return n;
}
const writeUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));
const readUnits = (bytes: number, consistent: boolean) => Math.max(1, Math.ceil(bytes / 4096)) * (consistent ? 1 : 0.5);

export class CountingTable {
  /** Every item's size by key; `kept` holds the few items whose attributes are read back. */
  private readonly sizes = new Map<string, Map<string, number>>();
  private readonly kept = new Map<string, Item>();
  readonly meter: Meter = { writeRequests: 0, writeUnits: 0, readRequests: 0, readUnits: 0, byCommand: {} };

  constructor(private readonly keep: (sk: string) => boolean) {}

  private partition(pk: unknown): Map<string, number> {
    let p = this.sizes.get(String(pk));
    if (!p) this.sizes.set(String(pk), (p = new Map()));
    return p;
  }

  put(item: Item): number {
    const sk = String(item.sk);
    const size = itemSize(item);
    const p = this.partition(item.pk);
    const before = p.get(sk) ?? 0;
    p.set(sk, size);
    if (this.keep(sk)) this.kept.set(`${String(item.pk)}\u0000${sk}`, item);
    return writeUnits(Math.max(before, size));
  }

  private remove(key: Item): number {
    const p = this.partition(key.pk);
    const before = p.get(String(key.sk));
    p.delete(String(key.sk));
    this.kept.delete(`${String(key.pk)}\u0000${String(key.sk)}`);
    return writeUnits(before ?? 0);
  }

  private sizeOf(key: Item): number | undefined {
    return this.sizes.get(String(key.pk))?.get(String(key.sk));
  }

  private get(key: Item): Item | undefined {
    if (this.sizeOf(key) === undefined) return undefined;
    return this.keep(String(key.sk)) ? this.kept.get(`${String(key.pk)}\u0000${String(key.sk)}`) : { pk: key.pk, sk: key.sk };
  }

  /** The sums of the engagement roll-ups' counters (the items `keep` kept whose key is ROLLUP#<mailing>; the report's have more after it). */
  sums(): Record<string, number> {
    const sums: Record<string, number> = { delivered: 0, opened: 0, clicked: 0, bounced: 0, complained: 0, unsubscribed: 0 };
    for (const item of this.kept.values()) {
      if (!/^ROLLUP#[^#]+$/.test(String(item.sk))) continue;
      for (const k of Object.keys(sums)) sums[k]! += Number(item[k] ?? 0);
    }
    return sums;
  }

  private update(input: Item): number {
    const key = input.Key as Item;
    // ADD, and the SET … = if_not_exists(…) a report's link roll-up keeps its url with.
    const [expression, set] = String(input.UpdateExpression).split(' SET ') as [string, string | undefined];
    if (!/^ADD /.test(expression)) throw new Error(`the bench table only knows ADD updates: ${expression}`);
    const names = input.ExpressionAttributeNames as Record<string, string>;
    const values = input.ExpressionAttributeValues as Record<string, number>;
    const item: Item = { ...(this.get(key) ?? key) };
    for (const [, name, value] of (set ?? '').matchAll(/(#\w+) = if_not_exists\(#\w+, (:\w+)\)/g))
      item[names[name!]!] ??= (values as Record<string, unknown>)[value!];
    for (const part of expression.slice(4).split(',')) {
      const [name, value] = part.trim().split(/\s+/) as [string, string];
      const attr = names[name] ?? name;
      item[attr] = Number(item[attr] ?? 0) + values[value]!;
    }
    return this.put(item);
  }

  /** The document client's `send`, as the worker calls it. */
  async send(command: Command): Promise<unknown> {
    const name = command.constructor.name;
    const input = command.input;
    this.meter.byCommand[name] = (this.meter.byCommand[name] ?? 0) + 1;
    const table = String(input.TableName ?? Object.keys((input.RequestItems as Item | undefined) ?? {})[0]);
    switch (name) {
      case 'GetCommand': {
        this.meter.readRequests++;
        const item = this.get(input.Key as Item);
        this.meter.readUnits += readUnits(item ? itemSize(item) : 0, Boolean(input.ConsistentRead));
        return { Item: item };
      }
      case 'BatchGetCommand': {
        this.meter.readRequests++;
        const keys = (input.RequestItems as Record<string, { Keys: Item[] }>)[table]!.Keys;
        const found = keys.map((k) => this.get(k)).filter((i): i is Item => i !== undefined);
        this.meter.readUnits += keys.reduce((n, k) => n + readUnits(this.sizeOf(k) ?? 0, false), 0);
        return { Responses: { [table]: found }, UnprocessedKeys: {} };
      }
      case 'BatchWriteCommand': {
        this.meter.writeRequests++;
        for (const r of (input.RequestItems as Record<string, { PutRequest?: { Item: Item }; DeleteRequest?: { Key: Item } }[]>)[table]!) {
          this.meter.writeUnits += r.PutRequest ? this.put(r.PutRequest.Item) : this.remove(r.DeleteRequest!.Key);
        }
        return { UnprocessedItems: {} };
      }
      case 'UpdateCommand':
        this.meter.writeRequests++;
        this.meter.writeUnits += this.update(input);
        return {};
      case 'PutCommand':
        this.meter.writeRequests++;
        this.meter.writeUnits += this.put(input.Item as Item);
        return {};
      case 'DeleteCommand':
        this.meter.writeRequests++;
        this.meter.writeUnits += this.remove(input.Key as Item);
        return {};
      case 'TransactWriteCommand': {
        this.meter.writeRequests++;
        for (const t of input.TransactItems as { Put?: { Item: Item }; Update?: Item; Delete?: { Key: Item }; ConditionCheck?: Item }[]) {
          if (t.Put) this.meter.writeUnits += 2 * this.put(t.Put.Item);
          else if (t.Update) this.meter.writeUnits += 2 * this.update(t.Update);
          else if (t.Delete) this.meter.writeUnits += 2 * this.remove(t.Delete.Key);
        }
        return {};
      }
      // The only queries are the welcome triggers' look for active welcome mailings when the bench
      // writes its subscribers: the bench accounts have none.
      case 'QueryCommand':
        this.meter.readRequests++;
        return { Items: [] };
      default:
        throw new Error(`the bench table does not answer ${name}`);
    }
  }
}
