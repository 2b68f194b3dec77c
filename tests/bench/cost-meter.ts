/**
 * Meters for `npm run bench:cost`: AWS requests by service and operation (a middleware on each shared
 * client, the document client's `send` wrapped for DynamoDB), DynamoDB read request units (computed
 * from the items a read touched, as DynamoDB bills them), Lambda invocations and their wall time,
 * and the bytes the functions log. Write units come from partitions-meter.ts's WriteMeter.
 */
import { GetCommand, QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { itemSize, keyShape } from './partitions-meter';

type Item = Record<string, unknown>;
type Send = (command: any) => Promise<any>;

/** One billed request kind: how many requests, and how many billing units (SQS and SNS: 64 KB chunks). */
export interface Counted {
  requests: number;
  units: number;
}

const CHUNK = 64 * 1024;
const chunks = (bytes: number) => Math.max(1, Math.ceil(bytes / CHUNK));
const bodies = (list: { MessageBody?: string; Body?: string }[] | undefined) =>
  (list ?? []).reduce((n, m) => n + Buffer.byteLength(m.MessageBody ?? m.Body ?? ''), 0);

export class RequestMeter {
  readonly counts = new Map<string, Counted>();
  on = false;

  add(service: string, operation: string, units = 1): void {
    if (!this.on) return;
    const key = `${service} ${operation}`;
    const c = this.counts.get(key) ?? { requests: 0, units: 0 };
    c.requests++;
    c.units += units;
    this.counts.set(key, c);
  }

  /**
   * Counts every command a client sends. SQS: a ReceiveMessage that got nothing is counted apart
   * (`ReceiveMessage (empty)`): Lambda's event source polls empty queues all the time whatever is
   * sent (a fixed cost per queue, not per recipient), and the bench's drain loop polls until empty.
   * `label` may rename a command from its input (the SES events the emulator publishes to SNS).
   */
  attach(
    client: { middlewareStack: { add: (...a: any[]) => void } },
    service: string,
    label?: (command: string, input: any) => string | undefined,
  ): void {
    client.middlewareStack.add(
      (next: (args: any) => Promise<any>, context: { commandName?: string }) => async (args: any) => {
        const name = (context.commandName ?? 'unknown').replace(/Command$/, '');
        let result: any;
        try {
          result = await next(args);
        } finally {
          const input = args.input ?? {};
          const output = result?.output ?? {};
          let units = 1;
          let op = label?.(name, input) ?? name;
          if (service === 'sqs' && name === 'SendMessage') units = chunks(Buffer.byteLength(input.MessageBody ?? ''));
          if (service === 'sqs' && name === 'SendMessageBatch') units = chunks(bodies(input.Entries));
          if (service === 'sqs' && name === 'ReceiveMessage') {
            if (!output.Messages?.length) op = 'ReceiveMessage (empty)';
            else units = chunks(bodies(output.Messages));
          }
          if (service === 'sns' && name === 'Publish') units = chunks(Buffer.byteLength(input.Message ?? ''));
          this.add(service, op, units);
        }
        return result;
      },
      { step: 'initialize', name: 'goniecCostMeter', override: true },
    );
  }
}

/** Read request units: 4 KB of item per unit, strongly consistent 1, eventually consistent 1/2, transactional 2. */
const RRU_BYTES = 4096;
const readUnits = (bytes: number) => Math.max(1, Math.ceil(bytes / RRU_BYTES));
const keyOf = (item: Item) => `${String(item.pk)}|${String(item.sk)}`;

/** Keeps only the expression attribute names and values the given expressions use (DynamoDB refuses unused ones). */
function used<T>(map: Record<string, T> | undefined, expressions: (string | undefined)[]): Record<string, T> | undefined {
  if (!map) return undefined;
  const text = expressions.filter(Boolean).join(' ');
  const kept = Object.fromEntries(
    Object.entries(map).filter(([k]) => new RegExp(`${k.replace(/[$]/g, '\\$')}(?![A-Za-z0-9_])`).test(text)),
  );
  return Object.keys(kept).length ? kept : undefined;
}

export class ReadMeter {
  readonly byOperation = new Map<string, number>();
  /** Units and requests by operation and the shape of the key read (which reads cost what). */
  readonly byShape = new Map<string, { requests: number; units: number }>();
  on = false;

  /** `send` is the unmetered client: what the meter reads to learn full item sizes is never charged. */
  constructor(private readonly send: Send) {}

  private add(op: string, units: number, key?: Item): void {
    if (!this.on) return;
    this.byOperation.set(op, (this.byOperation.get(op) ?? 0) + units);
    const shape = `${op} ${keyShape(String(key?.pk ?? key?.gsi1pk ?? ''))} ${keyShape(String(key?.sk ?? ''))}`
      .replace(/#\d{2}\b/g, '#<nn>')
      .replace(/#[A-Za-z0-9-]{16,}/g, '#<id>')
      .trim();
    const s = this.byShape.get(shape) ?? { requests: 0, units: 0 };
    s.requests++;
    s.units += units;
    this.byShape.set(shape, s);
  }

  total(): number {
    return [...this.byOperation.values()].reduce((a, b) => a + b, 0);
  }

  /** A projected read is billed for the whole item: read it again, unprojected. */
  private async full(table: string, key: Item): Promise<Item | undefined> {
    return (await this.send(new GetCommand({ TableName: table, Key: { pk: key.pk, sk: key.sk } }))).Item as Item | undefined;
  }

  async charge(command: any, out: any): Promise<void> {
    if (!this.on) return;
    const name: string = command.constructor?.name ?? '';
    const input = command.input ?? {};
    const factor = (consistent?: boolean) => (consistent ? 1 : 0.5);
    if (name === 'GetCommand') {
      const item = input.ProjectionExpression && out?.Item ? await this.full(input.TableName, input.Key) : out?.Item;
      this.add(
        `GetItem${input.ConsistentRead ? ' (strong)' : ''}`,
        factor(input.ConsistentRead) * readUnits(item ? itemSize(item) : 0),
        input.Key,
      );
    } else if (name === 'BatchGetCommand') {
      for (const [table, spec] of Object.entries(input.RequestItems ?? {}) as [string, any][]) {
        const left = new Set(((out?.UnprocessedKeys?.[table]?.Keys ?? []) as Item[]).map(keyOf));
        const found = new Map(((out?.Responses?.[table] ?? []) as Item[]).map((i) => [keyOf(i), i]));
        for (const key of spec.Keys as Item[]) {
          if (left.has(keyOf(key))) continue;
          let item = found.get(keyOf(key));
          if (item && spec.ProjectionExpression) item = await this.full(table, key);
          this.add(
            `BatchGetItem${spec.ConsistentRead ? ' (strong)' : ''}`,
            factor(spec.ConsistentRead) * readUnits(item ? itemSize(item) : 0),
            key,
          );
        }
      }
    } else if (name === 'QueryCommand' || name === 'ScanCommand') {
      // Billed for every item the key condition reached (the filter and projection apply after): read them again without either.
      let items = (out?.Items ?? []) as Item[];
      if (input.FilterExpression || input.ProjectionExpression || input.Select) {
        const {
          FilterExpression: _f,
          ProjectionExpression: _p,
          Select: _s,
          ExpressionAttributeNames,
          ExpressionAttributeValues,
          ...rest
        } = input;
        const expressions = [input.KeyConditionExpression];
        const Command = name === 'QueryCommand' ? QueryCommand : ScanCommand;
        items =
          (
            await this.send(
              new Command({
                ...rest,
                ExpressionAttributeNames: used(ExpressionAttributeNames, expressions),
                ExpressionAttributeValues: used(ExpressionAttributeValues, expressions),
              }),
            )
          ).Items ?? [];
      }
      const bytes = items.reduce((n, i) => n + itemSize(i), 0);
      this.add(
        `${name.replace(/Command$/, '')}${input.IndexName ? ` ${String(input.IndexName)}` : ''}${input.ConsistentRead ? ' (strong)' : ''}`,
        factor(input.ConsistentRead) * readUnits(bytes),
        { pk: Object.values(input.ExpressionAttributeValues ?? {})[0] },
      );
    } else if (name === 'TransactGetCommand') {
      for (const t of input.TransactItems ?? []) {
        const item = await this.full(t.Get.TableName, t.Get.Key);
        this.add('TransactGetItems', 2 * readUnits(item ? itemSize(item) : 0), t.Get.Key);
      }
    }
  }
}

export const READ_COMMANDS = new Set(['GetCommand', 'BatchGetCommand', 'QueryCommand', 'ScanCommand', 'TransactGetCommand']);

/** Lambda invocations and billed duration (wall time in this process, rounded up to 1 ms as Lambda bills). */
export class LambdaMeter {
  readonly functions = new Map<string, { memoryMb: number; invocations: number; ms: number }>();
  on = false;

  wrap<A extends unknown[], R>(name: string, memoryMb: number, fn: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
    return async (...args: A) => {
      const started = performance.now();
      try {
        return await fn(...args);
      } finally {
        if (this.on) {
          const f = this.functions.get(name) ?? { memoryMb, invocations: 0, ms: 0 };
          f.invocations++;
          f.ms += Math.ceil(performance.now() - started);
          this.functions.set(name, f);
        }
      }
    };
  }

  gbSeconds(name: string): number {
    const f = this.functions.get(name)!;
    return (f.ms / 1000) * (f.memoryMb / 1024);
  }
}

/**
 * What the functions write to stdout and stderr (CloudWatch Logs ingests it), counted and kept off
 * the terminal; `print` writes past it. Lambda adds its START, END and REPORT lines per invocation
 * (about 350 bytes together), added by the caller.
 */
export class LogMeter {
  bytes = 0;
  on = false;
  private readonly out = process.stdout.write.bind(process.stdout);
  private readonly err = process.stderr.write.bind(process.stderr);

  constructor() {
    const swallow = (chunk: unknown) => {
      if (this.on) this.bytes += typeof chunk === 'string' ? Buffer.byteLength(chunk) : (chunk as Uint8Array).byteLength;
      return true;
    };
    process.stdout.write = swallow as typeof process.stdout.write;
    process.stderr.write = swallow as typeof process.stderr.write;
  }

  print(line = ''): void {
    this.out(`${line}\n`);
  }

  /** The terminal back (a failing run must show why). */
  restore(): void {
    process.stdout.write = this.out as typeof process.stdout.write;
    process.stderr.write = this.err as typeof process.stderr.write;
  }
}
