/**
 * A write-unit meter for the bench:partitions and bench:cost runs: it wraps the document client's
 * `send` (the one functions/platform/aws.ts hands every repository) and charges each write to the
 * partition keys it lands on, the way DynamoDB bills them: ceil(item size / 1 KB) WCU on the table's
 * `pk` and, when the item has a `gsi1pk` (or a `dueShard`), as much again on that index's key. An
 * update is charged the item's size after it, a delete the size of what it removed, a conditional
 * write that fails the size of the item it checked (DynamoDB charges a refused write too, but no
 * index changes). Transaction items cost twice (DynamoDB's prepare and commit); their index entries
 * are ordinary writes, charged once. What the meter needs to know sizes it reads with extra Gets,
 * never charged.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { isConditionFailure } from '@functions/platform/dynamo';

type Item = Record<string, unknown>;
type Send = (command: any) => Promise<any>;

/** DynamoDB's item size: attribute names plus values (strings in UTF-8, numbers ~1 byte per 2 digits, maps and lists 3 bytes + 1 per element). */
export function valueSize(v: unknown): number {
  if (v === null || v === undefined || typeof v === 'boolean') return 1;
  if (typeof v === 'string') return Buffer.byteLength(v);
  if (typeof v === 'number' || typeof v === 'bigint') return Math.ceil(String(v).replace(/^-|\.|e.*$/g, '').length / 2) + 1;
  if (v instanceof Uint8Array) return v.byteLength;
  if (v instanceof Set) return [...v].reduce((n: number, m) => n + valueSize(m), 0);
  if (Array.isArray(v)) return v.reduce((n: number, m) => n + 1 + valueSize(m), 3);
  if (typeof v === 'object') return Object.entries(v as Item).reduce((n, [k, m]) => n + Buffer.byteLength(k) + 1 + valueSize(m), 3);
  return 1;
}
export const itemSize = (item: Item) => Object.entries(item).reduce((n, [k, v]) => n + Buffer.byteLength(k) + valueSize(v), 0);
const units = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/** A key's shape: ids (ULIDs, 26 characters of Crockford base32) become <id>, so the same kind of key reads the same in every run. */
export const keyShape = (key: string) => key.replace(/[0-9A-HJKMNP-TV-Z]{26}/g, '<id>').replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, '<at>');

export class WriteMeter {
  private phase = 'setup';
  readonly byPhase = new Map<string, Map<string, number>>();
  readonly counts = new Map<string, number>();
  /** Per phase, units by table key and the shape of the sort key: which items make a key hot. */
  readonly byItem = new Map<string, Map<string, number>>();
  /** The largest size seen, in bytes, of each item kind (the shapes of pk and sk, as byKind names them). */
  readonly sizes = new Map<string, number>();

  constructor(
    private readonly send: Send,
    private readonly table: string,
  ) {}

  start(phase: string): void {
    this.phase = phase;
    this.byPhase.set(phase, new Map());
  }

  /** `indexWcu`: what the item's index entries cost (a refused write changes no index; a transaction's index writes are ordinary ones). */
  private charge(item: Item | undefined, key: Item, wcu: number, indexWcu = wcu): void {
    const keys = this.byPhase.get(this.phase) ?? new Map<string, number>();
    this.byPhase.set(this.phase, keys);
    const add = (k: string, n = wcu) => keys.set(k, (keys.get(k) ?? 0) + n);
    add(`table ${String(key.pk)}`);
    const items = this.byItem.get(this.phase) ?? new Map<string, number>();
    this.byItem.set(this.phase, items);
    const itemKey = `table ${String(key.pk)} ${keyShape(String(key.sk))}`;
    items.set(itemKey, (items.get(itemKey) ?? 0) + wcu);
    if (item) {
      const kind = keyShape(itemKey).replace(/#\d{2}\b/g, '#<nn>');
      this.sizes.set(kind, Math.max(this.sizes.get(kind) ?? 0, itemSize(item)));
    }
    if (indexWcu === 0) return;
    if (item?.gsi1pk) add(`gsi1 ${String(item.gsi1pk)}`, indexWcu);
    // The ticker's index (resources.ts APP_TABLE.indexes): items with a due time are written there too.
    if (item?.dueShard) add(`due ${String(item.dueShard)}`, indexWcu);
  }

  private async current(key: Item): Promise<Item | undefined> {
    return (await this.send(new GetCommand({ TableName: this.table, Key: { pk: key.pk, sk: key.sk }, ConsistentRead: true }))).Item as
      Item | undefined;
  }

  private count(name: string): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + 1);
  }

  /** The wrapped `send`: runs the command, then charges what it wrote. */
  async handle(command: any): Promise<any> {
    const name: string = command.constructor?.name ?? '';
    const input = command.input ?? {};
    switch (name) {
      case 'PutCommand':
        return this.single(command, async (failed) => {
          const size = itemSize(input.Item);
          const before = failed ? await this.current(input.Item) : undefined;
          const wcu = units(Math.max(size, before ? itemSize(before) : 0));
          this.charge(failed ? before : input.Item, input.Item, wcu, failed ? 0 : wcu);
        });
      case 'UpdateCommand': {
        const wanted = input.ReturnValues;
        if (!wanted || wanted === 'NONE') input.ReturnValues = 'ALL_NEW';
        return this.single(
          command,
          async (failed, out) => {
            const after = !failed && input.ReturnValues === 'ALL_NEW' ? out?.Attributes : await this.current(input.Key);
            const wcu = units(after ? itemSize(after) : 0);
            this.charge(after, input.Key, wcu, failed ? 0 : wcu);
            if (out && wanted !== input.ReturnValues) delete out.Attributes;
          },
          () => (input.ReturnValues = wanted),
        );
      }
      case 'DeleteCommand': {
        const wanted = input.ReturnValues;
        if (!wanted || wanted === 'NONE') input.ReturnValues = 'ALL_OLD';
        return this.single(
          command,
          async (failed, out) => {
            const old = failed ? await this.current(input.Key) : out?.Attributes;
            const wcu = units(old ? itemSize(old) : 0);
            this.charge(old, input.Key, wcu, failed ? 0 : wcu);
            if (out && wanted !== input.ReturnValues) delete out.Attributes;
          },
          () => (input.ReturnValues = wanted),
        );
      }
      case 'BatchWriteCommand': {
        const out = await this.send(command);
        this.count(name);
        const left = new Set(Object.values(out.UnprocessedItems ?? {}).flat());
        for (const requests of Object.values(input.RequestItems ?? {}) as any[][]) {
          for (const r of requests) {
            if (left.has(r)) continue;
            if (r.PutRequest) this.charge(r.PutRequest.Item, r.PutRequest.Item, units(itemSize(r.PutRequest.Item)));
            else this.charge(undefined, r.DeleteRequest.Key, 1);
          }
        }
        return out;
      }
      case 'TransactWriteCommand': {
        const items: any[] = input.TransactItems ?? [];
        // What the deletes and condition checks touch is only known before they run.
        const before = await Promise.all(
          items.map((t) =>
            t.Delete || t.ConditionCheck || t.Put?.ConditionExpression
              ? this.current(t.Delete?.Key ?? t.ConditionCheck?.Key ?? t.Put.Item)
              : undefined,
          ),
        );
        let failed = false;
        let out: any;
        try {
          out = await this.send(command);
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          failed = true;
          out = error;
        }
        this.count(name);
        for (const [i, t] of items.entries()) {
          if (t.Put) {
            const size = Math.max(itemSize(t.Put.Item), before[i] ? itemSize(before[i]!) : 0);
            this.charge(t.Put.Item, t.Put.Item, 2 * units(size), failed ? 0 : units(size));
          } else if (t.Update) {
            const after = await this.current(t.Update.Key);
            const size = units(after ? itemSize(after) : 0);
            this.charge(after, t.Update.Key, 2 * size, failed ? 0 : size);
          } else {
            const key = t.Delete?.Key ?? t.ConditionCheck.Key;
            const size = units(before[i] ? itemSize(before[i]!) : 0);
            this.charge(before[i], key, 2 * size, failed || t.ConditionCheck ? 0 : size);
          }
        }
        if (failed) throw out;
        return out;
      }
      default:
        return this.send(command);
    }
  }

  private async single(command: any, charge: (failed: boolean, out?: any) => Promise<void>, restore?: () => void): Promise<any> {
    this.count(command.constructor.name);
    try {
      const out = await this.send(command);
      restore?.();
      await charge(false, out);
      return out;
    } catch (error) {
      restore?.();
      if (isConditionFailure(error)) await charge(true);
      throw error;
    }
  }

  /** The phase's busiest keys, most units first. */
  top(phase: string, n = 5): { key: string; wcu: number }[] {
    return [...(this.byPhase.get(phase) ?? new Map()).entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, wcu]) => ({ key, wcu }));
  }

  /** The items (sort key shapes) of one key that took most units in the phase. */
  topItems(phase: string, key: string, n = 3): { item: string; wcu: number }[] {
    return [...(this.byItem.get(phase) ?? new Map()).entries()]
      .filter(([k]) => k.startsWith(`${key} `))
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([item, wcu]) => ({ item: item.slice(key.length + 1), wcu }));
  }

  /** Where a phase's units go, by item kind (the shapes of pk and sk) over all keys. */
  byKind(phase: string, n = 6): { kind: string; wcu: number }[] {
    const kinds = new Map<string, number>();
    for (const [item, wcu] of this.byItem.get(phase) ?? new Map<string, number>()) {
      const kind = keyShape(item).replace(/#\d{2}\b/g, '#<nn>');
      kinds.set(kind, (kinds.get(kind) ?? 0) + wcu);
    }
    return [...kinds.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([kind, wcu]) => ({ kind, wcu }));
  }

  /** Units of work per second DynamoDB's 1,000 WCU/s per key would allow, from the busiest key. */
  rate(phase: string, work: number): number {
    const [busiest] = this.top(phase, 1);
    return busiest ? Math.floor(work / (busiest.wcu / 1000)) : Number.POSITIVE_INFINITY;
  }

  total(phase: string): number {
    return [...(this.byPhase.get(phase) ?? new Map()).values()].reduce((a, b) => a + b, 0);
  }
}
