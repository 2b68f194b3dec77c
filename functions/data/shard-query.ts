import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '@functions/platform/aws';
import { BadRequestError } from '@functions/platform/errors';
import { queryPages } from '@functions/platform/query';
import { incomingCursor, outgoingCursor } from '@functions/platform/sealed-cursor';

type Item = Record<string, unknown>;

/**
 * Reads across the shards of a family (keys/context.ts). Two kinds:
 * - `readShards`: everything, in no particular order (exports, planning, calculations), several
 *   shards at a time;
 * - `mergedPage`: one page of a list in a global order (newest first, address order) merged from
 *   every shard, with a cursor that holds each shard's position, sealed (AES-GCM, bound to the
 *   account: opaque, and a forged or altered one is refused).
 */

/** Whole-family reads: pages from every shard's query as they come, at most `concurrency` shards at once. */
export async function* readShards(inputs: readonly QueryCommandInput[], concurrency = 8): AsyncGenerator<Item[]> {
  const waiting = [...inputs];
  const running = new Map<number, { pages: AsyncGenerator<Item[]>; next: Promise<{ id: number; result: IteratorResult<Item[]> }> }>();
  let ids = 0;
  const start = () => {
    const input = waiting.shift();
    if (!input) return;
    const id = ids++;
    const pages = queryPages(input);
    running.set(id, { pages, next: pages.next().then((result) => ({ id, result })) });
  };
  for (let i = 0; i < concurrency; i++) start();
  while (running.size > 0) {
    const { id, result } = await Promise.race([...running.values()].map((r) => r.next));
    const entry = running.get(id)!;
    if (result.done) {
      running.delete(id);
      start();
      continue;
    }
    entry.next = entry.pages.next().then((next) => ({ id, result: next }));
    yield result.value;
  }
}

/** One shard's place in a list: where to read on from, or that it has nothing more. */
type Position = Item | null | 'done';

interface ShardState {
  input: QueryCommandInput;
  /** Where this page started reading it (what the cursor says when nothing of it is taken). */
  from: Position;
  /** Where the next read starts. */
  next: Item | undefined;
  more: boolean;
  buffer: Item[];
  taken?: Item;
}

export interface MergedPageOptions {
  accountId: string;
  /** One query per shard, in shard order, each in the list's order (ScanIndexForward) and projecting the table key (and the index key, `onIndex`). */
  shards: readonly QueryCommandInput[];
  onIndex?: boolean;
  /** The list's order across shards: negative when `a` comes first. */
  compare: (a: Item, b: Item) => number;
  limit: number;
  cursor?: string;
  /** Decides what DynamoDB cannot (a user's reach, text without case); the items it drops count as read. */
  keep?: (item: Item) => boolean;
}

/** Reads one page may make before it answers short (with a cursor to read on from). */
const READS_PER_SHARD = 4;

const resumeKey = (item: Item, onIndex: boolean): Item =>
  onIndex ? { pk: item.pk, sk: item.sk, gsi1pk: item.gsi1pk, gsi1sk: item.gsi1sk } : { pk: item.pk, sk: item.sk };

async function openCursor(accountId: string, cursor: string | undefined, shards: number): Promise<Position[]> {
  if (!cursor) return new Array<Position>(shards).fill(null);
  const opened = await incomingCursor(accountId, true, cursor);
  let positions: unknown;
  try {
    positions = JSON.parse(inflateRawSync(Buffer.from(opened!, 'base64')).toString('utf8'));
  } catch {
    positions = undefined;
  }
  // A cursor of another list (or of a list before its shard count changed) is no cursor of this one.
  if (!Array.isArray(positions) || positions.length !== shards) throw new BadRequestError('BAD_REQUEST', { reason: 'cursor' });
  return positions as Position[];
}

export async function mergedPage(options: MergedPageOptions): Promise<{ items: Item[]; cursor?: string }> {
  const onIndex = options.onIndex === true;
  const positions = await openCursor(options.accountId, options.cursor, options.shards.length);
  const states: ShardState[] = options.shards.map((input, i) => ({
    input,
    from: positions[i]!,
    next: positions[i] && positions[i] !== 'done' ? (positions[i] as Item) : undefined,
    more: positions[i] !== 'done',
    buffer: [],
  }));
  const active = states.filter((s) => s.more).length || 1;
  const batch = Math.max(2, Math.ceil(options.limit / active) + 1);
  let reads = 0;
  const maxReads = states.length * READS_PER_SHARD;
  const read = async (state: ShardState) => {
    reads++;
    const out = await dynamo().send(new QueryCommand({ ...state.input, Limit: batch, ExclusiveStartKey: state.next }));
    state.buffer = out.Items ?? [];
    state.next = out.LastEvaluatedKey as Item | undefined;
    state.more = state.next !== undefined;
  };

  const items: Item[] = [];
  while (items.length < options.limit) {
    // A shard whose read items are all taken, but which has more, must be read before anything is
    // chosen: its next item may come first.
    const starved = states.filter((s) => s.buffer.length === 0 && s.more);
    if (starved.length > 0) {
      if (reads + starved.length > maxReads) break;
      await Promise.all(starved.map(read));
      continue;
    }
    let best: ShardState | undefined;
    for (const s of states) if (s.buffer.length > 0 && (!best || options.compare(s.buffer[0]!, best.buffer[0]!) < 0)) best = s;
    if (!best) break;
    const item = best.buffer.shift()!;
    best.taken = item;
    if (!options.keep || options.keep(item)) items.push(item);
  }

  const after: Position[] = states.map((s) => {
    if (s.buffer.length === 0 && !s.more) return 'done';
    return s.taken ? resumeKey(s.taken, onIndex) : s.from;
  });
  const finished = after.every((p) => p === 'done');
  // Deflated: 64 shards' positions repeat the account's keys, and the cursor travels in a URL.
  const packed = finished ? undefined : deflateRawSync(JSON.stringify(after), { level: 9 }).toString('base64');
  return { items, cursor: packed && (await outgoingCursor(options.accountId, true, packed)) };
}
