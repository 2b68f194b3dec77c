import type { QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { queryPages } from '@functions/platform/query';

type Item = Record<string, unknown>;

/**
 * Every item of several shards' queries as one stream in a global order (each query already in
 * that order): a k-way merge that holds one page per shard, so a whole family can be walked in id
 * order (segment calculation splits the database into id ranges) without holding it in memory.
 * Yields pages of about `pageSize` items.
 */
export async function* mergedStream(
  inputs: readonly QueryCommandInput[],
  compare: (a: Item, b: Item) => number,
  pageSize = 500,
): AsyncGenerator<Item[]> {
  const shards = inputs.map((input) => ({ pages: queryPages(input), buffer: [] as Item[], done: false }));
  const fill = async (s: (typeof shards)[number]) => {
    while (!s.done && s.buffer.length === 0) {
      const next = await s.pages.next();
      if (next.done) s.done = true;
      else s.buffer = next.value;
    }
  };
  await Promise.all(shards.map(fill));
  let out: Item[] = [];
  for (;;) {
    let best: (typeof shards)[number] | undefined;
    for (const s of shards) if (s.buffer.length > 0 && (!best || compare(s.buffer[0]!, best.buffer[0]!) < 0)) best = s;
    if (!best) break;
    out.push(best.buffer.shift()!);
    if (best.buffer.length === 0) await fill(best);
    if (out.length >= pageSize) {
      yield out;
      out = [];
    }
  }
  if (out.length) yield out;
}

export const ascendingBy = (attr: string) => (a: Item, b: Item) =>
  (a[attr] as string) < (b[attr] as string) ? -1 : (a[attr] as string) > (b[attr] as string) ? 1 : 0;
export const descendingBy = (attr: string) => (a: Item, b: Item) => -ascendingBy(attr)(a, b);
